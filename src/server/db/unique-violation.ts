// Whether a database error is a breach of one named unique index, on either engine: PostgreSQL names the
// index in `constraint` (code 23505); SQLite names it in the message of a SQLITE_CONSTRAINT_UNIQUE error.
export function violatesUniqueIndex(error: unknown, index: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === index;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes(`index '${index}'`);
}
