// Which accounts have been erased (decision 0093): their account_erasures row carried out. The privacy area
// erases them; the row of an erased account stays (the records the clinics keep point to it) with nothing
// personal and the number `erased-<id>`, which no phone has. The alerts read here that such an account has no
// number to text, and the privacy area which accounts a notice, a grievance's answer or the retention job
// must pass over or take.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The erased accounts' ids, as a subquery (`where('patient_id', 'in', erasedAccounts(db))`). */
export const erasedAccounts = (db: Kysely<Database>) =>
  db.selectFrom('account_erasures').select('user_id').where('erased_at', 'is not', null);
