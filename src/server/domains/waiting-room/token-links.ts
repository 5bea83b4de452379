// The printed token slip and its public status link (docs/decisions/0027-waiting-room.md). The code is the
// first 12 base64url characters (72 bits, short enough for a text message: decision 0072) of an HMAC-SHA256
// of the booking's id, date, slot and token number under a server secret:
// the same booking in the same place always prints the same code, and a rescheduled one gets a new code.
// The database keeps only the code's SHA-256, one per booking, until the clinic's midnight ending the
// booking's day. An unknown, expired, moved or cancelled booking's code is the same 404 as a made-up one.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenSlip, TokenStatus } from '../../../shared/contract/waiting-room';
import { addDays, startOfDayIn } from '../../../shared/dates';
import { feeFieldsOf } from '../../../shared/fees';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { StoredSecret } from '../../platform/stored-secret';
import { hashSecret } from '../../platform/tokens';
import { mayPrintTokenSlip } from './policy';
import { doctorNameOf, type QueueViews, type TokenRow } from './queue-views';
import { WaitingRoomRepository, type SlotRef } from './repository';

const SECRET_SETTING = 'secret.token-status';
const CODE_CHARS = 12;

/** What a code is made of: the booking and where it stands. */
type Placement = Pick<TokenRow, 'id' | 'booking_date' | 'slot' | 'booking_number'>;

/** A status link as a text message carries it: /t/<code>, which opens the token-status page. */
export const shortStatusLink = (baseUrl: string, code: string) => `${baseUrl}/t/${code}`;

/** /t/<code>: the token-status page of a code, by a short address. Any other path under /t is not found. */
export function registerShortLinkRoute(app: FastifyInstance): void {
  app.get<{ Params: { code: string } }>('/t/:code', async (request, reply) => {
    const { code } = request.params;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-store').redirect(`/token-status?t=${encodeURIComponent(code)}`, 302);
  });
}

type BookingRow = NonNullable<Awaited<ReturnType<WaitingRoomRepository['booking']>>>;

/** A booking that holds a token and is not cancelled, as a queue entry; undefined otherwise. */
function numbered(row: BookingRow | undefined): TokenRow | undefined {
  if (
    !row ||
    row.status === 'Cancelled' ||
    row.booking_number === null ||
    row.booking_date === null ||
    row.slot === null
  )
    return undefined;
  return { ...row, booking_number: row.booking_number, booking_date: row.booking_date, slot: row.slot };
}

export class TokenLinks {
  private readonly secret: StoredSecret;

  constructor(
    private readonly platform: Platform,
    private readonly repo: WaitingRoomRepository,
    private readonly views: QueueViews,
  ) {
    this.secret = new StoredSecret(platform.db, SECRET_SETTING);
  }

  /** What makes bookings' codes; `db` is the caller's transaction, where the secret is read the first time. */
  private async coder(db = this.platform.db): Promise<(booking: Placement) => string> {
    const secret = await this.secret.get(db);
    return (booking) => {
      const placement = [booking.id, booking.booking_date, booking.slot, booking.booking_number].join('|');
      return createHmac('sha256', secret).update(placement).digest('base64url').slice(0, CODE_CHARS);
    };
  }

  private async codeOf(booking: Placement): Promise<string> {
    return (await this.coder())(booking);
  }

  /** When a booking's code stops working: the clinic's midnight ending its day. */
  private expiryOf(date: string): string {
    return startOfDayIn(this.platform.config.timeZone, addDays(date, 1)).toISOString();
  }

  /**
   * The short status links (/t/<code>) of bookings of a slot, by booking id, kept until their day ends:
   * written in `db` (the caller's transaction) in two statements.
   */
  async shortLinks(
    ref: SlotRef,
    entries: readonly { id: number; booking_number: number }[],
    db = this.platform.db,
  ): Promise<Map<number, string>> {
    const links = new Map<number, string>();
    const rows: { booking_id: number; code_hash: string; expires_at: string }[] = [];
    // One secret and one expiry for the slot (working out a zone's midnight costs more than a code).
    const codeFor = await this.coder(db);
    const expiresAt = this.expiryOf(ref.date);
    for (const entry of entries) {
      const code = codeFor({
        id: entry.id,
        booking_date: ref.date,
        slot: ref.slot,
        booking_number: entry.booking_number,
      });
      rows.push({ booking_id: entry.id, code_hash: hashSecret(code), expires_at: expiresAt });
      links.set(entry.id, shortStatusLink(this.platform.config.baseUrl, code));
    }
    await new WaitingRoomRepository(db).saveLinks(rows);
    return links;
  }

  /** The slip of a booking its patient, doctor or the doctor's hospital may print; 409 without a live token. */
  async slip(user: AuthUser, bookingId: number): Promise<TokenSlip> {
    const row = await this.repo.booking(bookingId);
    const allowed = row !== undefined && (await mayPrintTokenSlip(this.platform, user, row));
    await this.platform.audit.record({
      user,
      action: 'get-token-slip',
      recordType: 'booking',
      recordId: bookingId,
      outcome: allowed ? 'ok' : 'refused',
    });
    if (!row || !allowed) throw new NotFoundError();
    const booking = numbered(row);
    if (!booking) throw new ConflictError();
    const code = await this.codeOf(booking);
    const expiresAt = this.expiryOf(booking.booking_date);
    await this.repo.saveLink(booking.id, hashSecret(code), expiresAt);
    const view = await this.views.slotView(booking);
    if (!view) throw new NotFoundError();
    return {
      booking_id: booking.id,
      doctor_id: booking.doctor_id,
      doctor_name: doctorNameOf(view.doctor),
      clinic_name: view.doctor.clinic_name,
      clinic_address: [view.doctor.address, view.doctor.city].filter(Boolean).join(', '),
      booking_date: booking.booking_date,
      slot: booking.slot,
      slot_timing: view.slotTiming,
      booking_number: booking.booking_number,
      status_code: code,
      expires_at: expiresAt,
    };
  }

  /**
   * The token and queue of the booking a code was printed for, and its fee (with the UPI link while due), while the
   * code holds.
   */
  async status(code: string): Promise<TokenStatus> {
    const link = await this.repo.linkOf(hashSecret(code));
    if (!link || link.expires_at <= this.platform.now().toISOString()) throw new NotFoundError();
    const row = await this.repo.booking(link.booking_id);
    const booking = numbered(row);
    // A booking moved since the slip was printed has another code now.
    if (!row || !booking || hashSecret(await this.codeOf(booking)) !== hashSecret(code)) throw new NotFoundError();
    const view = await this.views.slotView(booking);
    if (!view) throw new NotFoundError();
    return {
      doctor_id: booking.doctor_id,
      doctor_name: doctorNameOf(view.doctor),
      clinic_name: view.doctor.clinic_name,
      booking_date: booking.booking_date,
      slot: booking.slot,
      booking_number: booking.booking_number,
      token: booking.token,
      arrived: booking.arrived_at !== null,
      passed: booking.passed === 1,
      priority: booking.priority,
      ...view.progress,
      ...feeFieldsOf(row, {
        upi_id: view.doctor.upi_id,
        clinic_name: view.doctor.clinic_name,
        doctor_name: doctorNameOf(view.doctor),
      }),
    };
  }

  /** Forgets the links whose day is over; answers how many. */
  removeExpired(): Promise<number> {
    return this.repo.removeExpiredLinks(this.platform.now().toISOString());
  }
}
