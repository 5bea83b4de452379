// The privacy policy says what the patient's rights over their data are and where they find each (a copy, who
// saw their records, a correction, their consents, erasing the account, a grievance) and how long each kind of
// data is kept. No call edits a static page: the row the app shipped takes the present text.
import type { Kysely } from 'kysely';
import { sanitizeHtml } from '../../platform/html';
import { STATIC_PAGES } from '../reference-content';

interface Tables {
  static_pages: { page: string; content_en: string; content_hi: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const policy = STATIC_PAGES.privacy_policy;
  await (db as Kysely<Tables>)
    .updateTable('static_pages')
    .set({ content_en: sanitizeHtml(policy.en), content_hi: sanitizeHtml(policy.hi) })
    .where('page', '=', 'privacy_policy')
    .execute();
}
