// The form schemas are zod schemas from the contract; zod is loaded only when a form is first touched or
// checked, which keeps it off /home's first screen: evaluating zod holds a slow phone's main thread for a
// few hundred milliseconds, which a user who only looks at the page should never pay for. The messages of
// the checks and of the server are among the other screens' texts, which load with the schemas: the
// sign-in form on /home shows one only after its checks ran.
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOtherScreensTexts } from '../../lib/i18n';

type Resolvers = (typeof import('./auth-schemas'))['resolvers'];

let schemas: Promise<typeof import('./auth-schemas')> | null = null;
function loadSchemas() {
  schemas ??= Promise.all([import('./auth-schemas'), loadOtherScreensTexts()]).then(
    ([module]) => module,
    (error: unknown) => {
      schemas = null;
      throw error;
    },
  );
  return schemas;
}

/** The schema module itself (for the login form, which checks without react-hook-form). */
export function schemasModule() {
  return loadSchemas();
}

/** Starts loading the schemas in the background: a form's onFocus, so they are ready by its submit. */
export function preloadSchemas(): void {
  void loadSchemas().catch(() => undefined);
}

/**
 * A resolver that loads the schemas on first use, typed as the one `pick` chooses:
 * `lazyResolver((r) => r.registration)`. Only the schema module's type is imported here.
 */
export function lazyResolver<F extends FieldValues, V>(pick: (resolvers: Resolvers) => Resolver<F, unknown, V>): Resolver<F, unknown, V> {
  return async (values, context, options) => pick((await loadSchemas()).resolvers)(values, context, options);
}
