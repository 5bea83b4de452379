// "Still waiting and not arrived": the tokens that become Missed when their slot is over. Written as SQL
// text, the same in the partial index (migration 0016) and in the query that uses it: both engines use a
// partial index only for a query whose condition matches the index's, literals and all.
export const AWAITING_ARRIVAL = `(token = 'Pending' AND arrived_at IS NULL)`;
