// API tests hold every successful answer to its call's result schema (docs/architecture.md "The API and its
// call catalogue"): a drifted shape fails the test that met it. A public call's answer is held strictly, so a
// field the contract does not declare, at any depth, fails too; the other calls' answers are held to their
// shape and types.
import { z } from 'zod';
import { callNames, catalogue, type CallName } from '../../shared/contract/catalogue';

/** Schema kinds that hold no object: the same schema serves as its strict copy. */
const LEAVES = new Set(['string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'literal', 'enum', 'date']);

/**
 * A copy of a result schema whose objects, at any depth, refuse an undeclared key. The contract's own schemas
 * stay in strip mode: the server sends a public answer through them to drop such a key (calls.ts).
 */
export function strictCopy(schema: z.ZodType): z.ZodType {
  const def = schema.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const strict = (inner: unknown) => strictCopy(inner as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries((schema as z.ZodObject).shape).map(([k, v]) => [k, strict(v)]));
      return schema.clone({ ...def, shape, catchall: z.never() } as typeof def);
    }
    case 'array':
      return schema.clone({ ...def, element: strict(def.element) } as typeof def);
    case 'nullable':
    case 'optional':
      return schema.clone({ ...def, innerType: strict(def.innerType) } as typeof def);
    case 'record':
      return schema.clone({ ...def, valueType: strict(def.valueType) } as typeof def);
    case 'union':
      return schema.clone({ ...def, options: (def.options as z.ZodType[]).map(strict) } as typeof def);
    default:
      if (LEAVES.has(def.type)) return schema;
      // A kind not met in a result schema yet: say so rather than check it loosely.
      throw new Error(`No strict copy of a ${def.type} schema: teach strictCopy (src/server/testing/answer-check.ts)`);
  }
}

const strictResults = new Map<CallName, z.ZodType>();

/** The schema a call's answer is held to: strict for a public call, the contract's own for the others. */
function resultSchemaOf(name: CallName): z.ZodType {
  const definition = catalogue[name];
  if (definition.access !== 'public') return definition.result;
  let strict = strictResults.get(name);
  if (!strict) strictResults.set(name, (strict = strictCopy(definition.result)));
  return strict;
}

/** Throws, naming the call and the zod issues, when a call's result does not match its contract. */
export function checkResult(name: CallName, result: unknown): void {
  const checked = resultSchemaOf(name).safeParse(result);
  if (!checked.success) {
    throw new Error(`${name} answered a result its contract does not declare:\n${z.prettifyError(checked.error)}`);
  }
}

const CALL_PATH = /^\/api\/([a-z0-9-]+)\.json$/;

/** The call a request path names, if it is one of the catalogue's. */
export function callOfPath(path: string): CallName | null {
  const name = CALL_PATH.exec(path)?.[1];
  return name !== undefined && (callNames as string[]).includes(name) ? (name as CallName) : null;
}
