// "Someone hears this token's alerts": a patient's booking, or a walk-in's who asked the desk for texts. Written
// as SQL text, the same in the partial index (migration 0030) and in the query that uses it: both engines use a
// partial index only for a query whose condition matches the index's, literals and all.
export const HEARS_ALERTS = `(patient_id IS NOT NULL OR sms_language IS NOT NULL)`;
