// The notices a patient is given in the app (decision 0094): each in both languages, the screen showing its
// own, on the patient's landing screen until they dismiss it. A breach notice is the first kind; another
// kind gives its notice through `give`, in the transaction of whatever it tells of.
import type { Kysely } from 'kysely';
import type { PatientNotice } from '../../../shared/contract/privacy';
import type { Database, NoticesTable } from '../../db/schema';
import { NotFoundError } from '../../platform/errors';
import { requireOwnPatient } from './policy';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { NoticeRepository, type Recipient } from './notice-repository';

export class NoticesService {
  private readonly repo: NoticeRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new NoticeRepository(platform.db);
  }

  /** Gives the patients a notice, in `trx`; answers its id. */
  async give(
    trx: Kysely<Database>,
    notice: Pick<NoticesTable, 'kind' | 'message_en' | 'message_hi'>,
    recipients: readonly Recipient[],
  ): Promise<number> {
    const id = await this.repo.insertNotice(trx, { ...notice, created_at: this.platform.now().toISOString() });
    await this.repo.insertRecipients(trx, id, recipients);
    return id;
  }

  /** The patient's notices, newest first. Their app shows what it is answered: each counts as seen from now. */
  async getMyNotices(user: AuthUser, patientId: number): Promise<PatientNotice[]> {
    const own = requireOwnPatient(user, patientId);
    await this.repo.markSeen(own, this.platform.now().toISOString());
    return this.repo.ofPatient(own);
  }

  /**
   * Dismisses one of the patient's notices (again: still done, at the first time); another's is 404, the
   * check being the dismissal's WHERE (policy.ts).
   */
  async dismissNotice(user: AuthUser, patientId: number, noticeId: number): Promise<{ id: number }> {
    const own = requireOwnPatient(user, patientId);
    if (!(await this.repo.dismiss(own, noticeId, this.platform.now().toISOString()))) throw new NotFoundError();
    return { id: noticeId };
  }
}
