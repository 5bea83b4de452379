// A patient's grievances to the grievance officer (decision 0094). The patient writes one and is given its
// acknowledgement number, on screen and by text; it reaches the call centre's desk, which closes it with a
// reply the patient is told of by text and reads on their list. The texts go in the patient's language
// whatever alerts they chose (they asked for this answer), in the transaction of the change they tell of.
import type { Kysely } from 'kysely';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { DeskGrievance, Grievance } from '../../../shared/contract/privacy';
import { MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { requireOwnPatient } from './policy';
import { grievanceText, type GrievanceTextKind } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { GrievanceRepository, type GrievanceRow } from './grievance-repository';

/** The number a patient quotes: GRV- and the id, six digits at least. Unique because the id is. */
export const acknowledgementOf = (id: number) => `GRV-${String(id).padStart(6, '0')}`;

function patientView(row: GrievanceRow): Grievance {
  return {
    id: row.id,
    acknowledgement: acknowledgementOf(row.id),
    subject: row.subject as Grievance['subject'],
    message: row.message,
    status: row.status,
    reply: row.reply,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
  };
}

/** The desk's view: an erased account has no number to call back (its `erased-<id>` is no phone's). */
function deskView(row: GrievanceRow): DeskGrievance {
  const erased = Boolean(row.account_erased);
  return {
    ...patientView(row),
    patient_id: row.patient_id,
    patient_name: row.patient_name,
    phone_number: erased ? '' : row.phone_number,
    account_erased: erased,
  };
}

export class GrievancesService {
  private readonly repo: GrievanceRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new GrievanceRepository(platform.db);
  }

  async submitGrievance(
    user: AuthUser,
    input: ParsedRequestOf<'submit-grievance'>,
  ): Promise<{ acknowledgement: string }> {
    const patientId = requireOwnPatient(user, input.patient_id);
    const id = await this.repo.transaction(async (trx) => {
      const id = await this.repo.insert(trx, {
        patient_id: patientId,
        subject: input.subject,
        message: input.message,
        created_at: this.platform.now().toISOString(),
      });
      await this.textPatient(trx, patientId, 'received', acknowledgementOf(id));
      await this.platform.audit.record(
        { user, action: 'submit-grievance', recordType: 'grievance', recordId: id, outcome: 'ok' },
        trx,
      );
      return id;
    });
    this.platform.outbox.wake();
    return { acknowledgement: acknowledgementOf(id) };
  }

  async getMyGrievances(user: AuthUser, patientId: number): Promise<Grievance[]> {
    return (await this.repo.list(requireOwnPatient(user, patientId))).map(patientView);
  }

  /** The desk's list; reading it is audited (it holds patients' names, numbers and what they wrote). */
  async getGrievances(user: AuthUser): Promise<DeskGrievance[]> {
    const rows = await this.repo.list();
    await this.platform.audit.record({
      user,
      action: 'read-grievances',
      recordType: 'grievance-desk',
      recordId: user.id,
      outcome: 'ok',
    });
    return rows.map(deskView);
  }

  /**
   * Closes an open grievance with the reply and tells its patient; one already answered is 409, audited as
   * refused. An erased account's grievance is closed all the same, for the register, but its reply is not
   * kept, as its patient's words were not, and no text goes: nobody is left to read either.
   */
  async resolveGrievance(user: AuthUser, input: ParsedRequestOf<'resolve-grievance'>): Promise<DeskGrievance> {
    const row = await this.repo.transaction(async (trx) => {
      const found = await this.repo.find(input.id, trx);
      if (!found) throw new NotFoundError();
      const reply = found.account_erased ? '' : input.reply;
      const resolved = await this.repo.resolve(trx, found.id, reply, user.id, this.platform.now().toISOString());
      if (resolved) await this.textPatient(trx, found.patient_id, 'answered', acknowledgementOf(found.id));
      await this.platform.audit.record(
        {
          user,
          action: 'resolve-grievance',
          recordType: 'grievance',
          recordId: found.id,
          outcome: resolved ? 'ok' : 'refused',
        },
        trx,
      );
      return resolved ? this.repo.find(found.id, trx) : undefined;
    });
    if (!row) throw new ConflictError(MESSAGES.grievanceAlreadyResolved);
    this.platform.outbox.wake();
    return deskView(row);
  }

  /**
   * The patient's text about their grievance, in their language, written in `trx`; none without a phone (an erased
   * account has none).
   */
  private async textPatient(
    trx: Kysely<Database>,
    patientId: number,
    kind: GrievanceTextKind,
    acknowledgement: string,
  ): Promise<void> {
    const preferences = (await this.platform.alerts.preferencesOf([patientId], trx)).get(patientId);
    if (!preferences?.phone) return;
    await this.platform.textMessages.write(trx, {
      to: preferences.phone,
      by: 'sms',
      body: grievanceText(kind, preferences.language, acknowledgement),
    });
  }
}
