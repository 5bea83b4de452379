// What a patient has consented to now (decision 0090): each purpose's newest row of the consents table (the
// rows before it are kept as the proof). The privacy area writes the rows; the alerts read here which channels
// a patient withdrew, and the signed-in user whether the privacy notice in force is still to be accepted.
import type { Kysely } from 'kysely';
import type { ConsentPurpose } from '../../shared/contract/privacy';
import type { Database } from '../db/schema';

export interface ConsentRecord {
  given: boolean;
  /** The privacy notice in force when it was given or withdrawn. */
  noticeVersion: string;
  at: string;
}

export type ConsentState = Partial<Record<ConsentPurpose, ConsentRecord>>;

/** Rows per IN list (PostgreSQL takes at most 65,535 parameters in one statement). */
const IDS_PER_QUERY = 1000;

/**
 * The newest consent of each purpose of each user (a user or purpose never recorded is absent), in one query per
 * thousand users.
 */
export async function consentStates(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, ConsentState>> {
  const ids = [...new Set(userIds)];
  const states = new Map<number, ConsentState>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const chunk = ids.slice(i, i + IDS_PER_QUERY);
    const rows = await db
      .selectFrom('consents')
      .select(['user_id', 'purpose', 'given', 'notice_version', 'at'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('consents')
          .select((inner) => inner.fn.max('id').as('id'))
          .where('user_id', 'in', chunk)
          .groupBy(['user_id', 'purpose']),
      )
      .execute();
    for (const row of rows) {
      const state = states.get(row.user_id) ?? {};
      state[row.purpose] = { given: row.given === 1, noticeVersion: row.notice_version, at: row.at };
      states.set(row.user_id, state);
    }
  }
  return states;
}

/** Whether the notice in force is still to be accepted: the last accepted is another version, or none was. */
export function privacyNoticeDueBy(state: ConsentState | undefined, noticeVersion: string): boolean {
  const service = state?.service;
  return !service?.given || service.noticeVersion !== noticeVersion;
}
