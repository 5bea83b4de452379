// The doctor's day (run by the doctor or its hospital): lists and counts, accept or cancel, call in and
// out, reschedule. Every change is a conditional update: a change the current state does not allow is 409.
import type { BookingView } from '../../../shared/contract/booking-shapes';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { addDays, toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { requireOwnDoctor } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { PushKind } from '../../platform/push-messages';
import type { AuthUser } from '../../platform/sessions';
import type { BookingService } from './booking-service';
import { publishBookingChange } from './events';
import type { AppointmentsRepository } from './repository';
import { oneTokenPerPerson, type Scheduling } from './scheduling';
import { bookingView } from './views';

const FUTURE_LIMIT = 300;

export class QueueService {
  constructor(
    private readonly platform: Platform,
    private readonly repo: AppointmentsRepository,
    private readonly scheduling: Scheduling,
    private readonly bookings: BookingService,
  ) {}

  private async listOn(user: AuthUser, doctorId: number, date: string): Promise<BookingView[]> {
    const own = await requireOwnDoctor(this.platform, user, doctorId);
    const rows = await this.repo.ofDoctorsOn([own], date);
    await this.platform.audit.record({ user, action: 'read-queue', recordType: 'doctor', recordId: own, outcome: 'ok' });
    return rows.map(bookingView);
  }

  today(user: AuthUser, doctorId: number) {
    return this.listOn(user, doctorId, this.scheduling.today());
  }

  tomorrow(user: AuthUser, doctorId: number) {
    return this.listOn(user, doctorId, addDays(this.scheduling.today(), 1));
  }

  async counts(user: AuthUser, doctorId: number) {
    const own = await requireOwnDoctor(this.platform, user, doctorId);
    const today = this.scheduling.today();
    const [active, future] = await Promise.all([this.repo.countOf(own, today), this.repo.countOf(own, addDays(today, 1))]);
    return { active, future_booking: future };
  }

  async future(user: AuthUser, doctorId: number) {
    const own = await requireOwnDoctor(this.platform, user, doctorId);
    const rows = await this.repo.ofDoctorAfter(own, this.scheduling.today(), FUTURE_LIMIT);
    const byDate = new Map<string, BookingView[]>();
    for (const row of rows) byDate.set(row.booking_date!, [...(byDate.get(row.booking_date!) ?? []), bookingView(row)]);
    return [...byDate].map(([date, bookings]) => ({ date, bookings }));
  }

  /** A day's bookings grouped by slot: one doctor's, or (for a hospital) all its doctors'. */
  async ofDay(user: AuthUser, input: ParsedRequestOf<'get-all-booking'>): Promise<Record<string, BookingView[]>> {
    const named = input.doctor_id === undefined || input.doctor_id === null || input.doctor_id === '' || Number(input.doctor_id) === 0 ? null : Number(input.doctor_id);
    if (named !== null && !Number.isInteger(named)) throw new ValidationError({ doctor_id: MESSAGES.invalidValue });
    let doctorIds: number[];
    if (named !== null) doctorIds = [await requireOwnDoctor(this.platform, user, named)];
    else if (user.role === 'Hospital' && input.type === 'Hospital') doctorIds = await this.hospitalDoctorIds(user.id);
    else if (user.role === 'Doctor') doctorIds = [user.id];
    else throw new ValidationError({ doctor_id: MESSAGES.required });
    const rows = await this.repo.ofDoctorsOn(doctorIds, input.date);
    await this.platform.audit.record({ user, action: 'read-day', recordType: 'doctor', recordId: named, outcome: 'ok' });
    const grouped: Record<string, BookingView[]> = {};
    for (const row of rows) (grouped[row.slot ?? 'Pending'] ??= []).push(bookingView(row));
    return grouped;
  }

  private async hospitalDoctorIds(hospitalId: number): Promise<number[]> {
    const rows = await this.platform.db.selectFrom('users').select('id').where('role', '=', 'Doctor').where('hospital_id', '=', hospitalId).execute();
    return rows.map((r) => r.id);
  }

  private async changed(id: number, push?: PushKind): Promise<BookingView> {
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundError();
    publishBookingChange(this.platform, row);
    if (push && row.patient_id) {
      const doctor = `${row.doctor_first_name} ${row.doctor_last_name}`.trim();
      void this.platform.push.notify([row.patient_id], push, { doctor, token: row.booking_number ?? '', date: toDisplayDate(row.booking_date ?? '') });
    }
    return bookingView(row);
  }

  async decide(user: AuthUser, bookingId: number, status: 'Approved' | 'Cancelled'): Promise<BookingView> {
    await this.bookings.load(user, bookingId, 'run', `booking-${status.toLowerCase()}`);
    if (!(await this.repo.decide(bookingId, status, this.platform.now().toISOString()))) throw new ConflictError();
    return this.changed(bookingId, status === 'Approved' ? 'bookingApproved' : 'bookingCancelled');
  }

  /** Calls a patient in (Live) or out (Done): only on the booking's own day, never on a cancelled one. */
  async moveToken(user: AuthUser, bookingId: number, token: 'Live' | 'Done'): Promise<BookingView> {
    const row = await this.bookings.load(user, bookingId, 'run', `token-${token.toLowerCase()}`);
    if (row.booking_date !== this.scheduling.today()) throw new ConflictError();
    if (!(await this.repo.moveToken(bookingId, token, this.platform.now().toISOString()))) throw new ConflictError();
    return this.changed(bookingId, token === 'Live' ? 'tokenLive' : undefined);
  }

  /** Moves a booking to another date in the same slot with a fresh token; the old number is never reused. */
  async reschedule(user: AuthUser, bookingId: number, date: string): Promise<BookingView> {
    const row = await this.bookings.load(user, bookingId, 'run', 'reschedule');
    if (!row.slot || row.token !== 'Pending' || row.status === 'Cancelled') throw new ConflictError();
    const placement = await this.scheduling.placement(row.doctor_id, date, row.slot);
    await oneTokenPerPerson(this.repo.transaction((trx) => this.scheduling.place(trx, row.id, placement, false)));
    return this.changed(bookingId);
  }
}
