// What other features need of the labs' queries: the root of their keys, so a lab booking made elsewhere (the
// doctor's queue books its own lab for a patient) reloads the labs' lists.
/** The root of every labs key: one invalidation (a live lab event, a new lab booking) reloads them all. */
export const LABS_KEY = 'labs';
