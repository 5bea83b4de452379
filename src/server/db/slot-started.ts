// "The doctor has acted on this token": called in, done or skipped (or called before). Written as SQL text,
// the same in the partial index (migration 0010) and in the query that uses it: both engines use a partial
// index only for a query whose condition matches the index's, literals and all.
export const SLOT_STARTED = `(token <> 'Pending' OR called_at IS NOT NULL)`;
