// The form schemas are zod schemas from the contract; zod is loaded only when a form is first touched or
// checked, which keeps it off /home's first screen: evaluating zod holds a slow phone's main thread for a
// few hundred milliseconds, which a user who only looks at the page should never pay for. The login form
// (on /home) checks without react-hook-form: what its Login does loads the same way (sign-in.ts).
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOtherScreensTexts } from '../../lib/i18n';
import { loadOnce } from '../../lib/load-once';

type Resolvers = (typeof import('./accounts-schemas'))['resolvers'];

const loadSchemas = loadOnce(() => import('./accounts-schemas'));

/** What the login form's Login does, with the other screens' texts: the messages it may show are there. */
export const loadSignIn = loadOnce(() =>
  Promise.all([import('./sign-in'), loadOtherScreensTexts()]).then(([module]) => module),
);

/** Starts loading the schemas in the background: a form's onFocus, so they are ready by its submit. */
export function preloadSchemas(): void {
  void loadSchemas().catch(() => undefined);
}

/** Starts loading what Login does in the background: the login form's onFocus. */
export function preloadSignIn(): void {
  void loadSignIn().catch(() => undefined);
}

/**
 * A resolver that loads the schemas on first use, typed as the one `pick` chooses:
 * `lazyResolver((r) => r.registration)`. Only the schema module's type is imported here.
 */
export function lazyResolver<F extends FieldValues, V>(
  pick: (resolvers: Resolvers) => Resolver<F, unknown, V>,
): Resolver<F, unknown, V> {
  return async (values, context, options) => pick((await loadSchemas()).resolvers)(values, context, options);
}
