// A patient erases their account (decision 0093). They ask with their password; the erasure waits
// ERASURE_WAIT_HOURS, during which they may keep the account (here, or when they sign in: the app shows the
// time first). Then a chore carries it out, one transaction per account: its sign-in, its own data and its
// personal fields go, its health records stay for the clinics, pseudonymised, until the retention job's
// time for them. The audit log says who asked and kept, and that the account was erased, by its id alone.
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { ERASURE_WAIT_HOURS } from '../../../shared/contract/privacy';
import { addYears } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { ConflictError } from '../../platform/errors';
import { requireOwnPatient } from './policy';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { AccountsService } from '../accounts/service';
import { ErasureRepository } from './erasure-repository';
import { KeptRecords } from './kept-records';

const HOUR_MS = 3_600_000;
/** Accounts erased in one round of the chore; more wait for the next. */
const ERASURES_PER_ROUND = 50;

export class AccountErasure {
  private readonly repo: ErasureRepository;
  private readonly records: KeptRecords;
  private readonly accounts: AccountsService;

  constructor(private readonly platform: Platform) {
    this.repo = new ErasureRepository(platform.db);
    this.records = new KeptRecords(platform.db, platform.files, platform.config.timeZone);
    this.accounts = new AccountsService(platform);
  }

  /**
   * The account's erasure is asked for, ERASURE_WAIT_HOURS from now, once the password in use is confirmed (a
   * wrong one is change-password's field error and counts as a failed sign-in). Asked again, the first time holds.
   */
  async requestErasure(
    user: AuthUser,
    input: ParsedRequestOf<'request-erasure'>,
    address: string,
  ): Promise<{ erase_at: string }> {
    const own = requireOwnPatient(user, input.patient_id);
    await this.accounts.confirmPassword(own, input.current_password, address);
    const now = this.platform.now();
    const eraseAt = await this.repo.request(
      own,
      now.toISOString(),
      new Date(now.getTime() + ERASURE_WAIT_HOURS * HOUR_MS).toISOString(),
    );
    await this.platform.audit.record({
      user,
      action: 'request-erasure',
      recordType: 'user',
      recordId: own,
      outcome: 'ok',
    });
    return { erase_at: eraseAt };
  }

  /** The account is kept: its waiting erasure is dropped. 409 once carried out (a call that raced the chore). */
  async cancelErasure(user: AuthUser, patientId: number): Promise<null> {
    const own = requireOwnPatient(user, patientId);
    if (await this.repo.cancel(own)) {
      await this.platform.audit.record({
        user,
        action: 'cancel-erasure',
        recordType: 'user',
        recordId: own,
        outcome: 'ok',
      });
    } else if (await this.repo.isErased(own)) {
      throw new ConflictError(MESSAGES.accountErased);
    }
    return null;
  }

  /** Whether an erasure waits, and how long the account's health records would be kept after it. */
  async getErasure(user: AuthUser, patientId: number) {
    const own = requireOwnPatient(user, patientId);
    const years = this.platform.config.retention.recordYears;
    const [waiting, lastVisit] = await Promise.all([this.repo.waiting(own), this.records.lastVisitOf(own)]);
    return {
      erase_at: waiting?.erase_at ?? null,
      record_retention_years: years,
      records_kept_until: lastVisit ? addYears(lastVisit, years) : null,
    };
  }

  /** The chore: carries out the erasures due; answers how many. Cheap when none is: one indexed question. */
  async eraseDue(): Promise<number> {
    const due = await this.repo.due(this.platform.now().toISOString(), ERASURES_PER_ROUND);
    let erased = 0;
    for (const userId of due) if (await this.erase(userId)) erased += 1;
    return erased;
  }

  /** Erases one account in one transaction; answers whether it did (a cancel may have come first). */
  private async erase(userId: number): Promise<boolean> {
    const now = this.platform.now().toISOString();
    const pictures = await this.repo.transaction(async (trx) => {
      const account = await this.repo.take(trx, userId, now);
      if (!account) return null;
      await this.accounts.forgetPatientSignIn(trx, account);
      await this.records.pseudonymise(trx, account.id);
      // Before the messages to its number: a notice given points to the text that told of it.
      await this.repo.forgetRightsRequests(trx, account.id);
      await this.repo.forgetOwnData(trx, account, now);
      const names = await this.platform.files.forgetFilesOf(trx, 'profile', [account.id]);
      await this.repo.blank(trx, account.id);
      await this.platform.audit.record(
        { user: null, action: 'erase-account', recordType: 'user', recordId: account.id, outcome: 'ok' },
        trx,
      );
      return names;
    });
    if (pictures === null) return false;
    await this.platform.files.deleteFiles(pictures);
    return true;
  }
}
