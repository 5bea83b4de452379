// The patient's token slips kept on the device (localStorage 'token_slips'): confirmed bookings, so the
// offline view can still show "your parchee" at the OPD counter. A slip is saved when the patient's
// slot join succeeds and refreshed from get-live-patient-booking-status and get-patient-history answers
// while online (a cancelled booking drops its slip). Display values only, no secrets (docs/architecture.md).
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';

export interface TokenSlip {
  booking_id: number;
  doctor_name: string;
  clinic: string;
  /** yyyy-mm-dd */
  date: string;
  slot: string;
  token_number: number;
  patient_name: string;
  status: string;
}

/** Slips older than this many days are dropped; at most MAX_SLIPS are kept, newest date first. */
const KEEP_DAYS = 7;
const MAX_SLIPS = 20;

function isSlip(value: unknown): value is TokenSlip {
  const s = value as TokenSlip;
  return (
    !!s &&
    typeof s === 'object' &&
    typeof s.booking_id === 'number' &&
    typeof s.token_number === 'number' &&
    typeof s.date === 'string'
  );
}

export function readTokenSlips(): TokenSlip[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.tokenSlips) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSlip) : [];
  } catch {
    return [];
  }
}

function cutoff(): string {
  const d = new Date(Date.now() - KEEP_DAYS * 24 * 60 * 60 * 1000);
  return d.toISOString().slice(0, 10);
}

function writeTokenSlips(slips: TokenSlip[]): void {
  const oldest = cutoff();
  const kept = slips
    .filter((s) => s.date >= oldest)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slot.localeCompare(b.slot))
    .slice(0, MAX_SLIPS);
  writeStorage(STORAGE_KEYS.tokenSlips, kept.length ? JSON.stringify(kept) : null);
}

/** Adds or updates slips (by booking id) and drops those named in `remove`. */
function update(upserts: Partial<TokenSlip>[], remove: number[] = []): void {
  const slips = new Map(readTokenSlips().map((s) => [s.booking_id, s]));
  for (const id of remove) slips.delete(id);
  for (const next of upserts) {
    if (typeof next.booking_id !== 'number') continue;
    // Known values are kept when an answer lacks them (the live status names no clinic).
    const known = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '' && v !== undefined));
    const merged: unknown = {
      doctor_name: '',
      clinic: '',
      slot: '',
      patient_name: '',
      status: '',
      ...slips.get(next.booking_id),
      ...known,
    };
    if (isSlip(merged)) slips.set(next.booking_id, merged);
  }
  writeTokenSlips([...slips.values()]);
}

/** The booking as slot-confirmation and the history answer it (the fields a slip needs). */
interface BookingLike {
  booking_id: number;
  name: string;
  slot: string | null;
  booking_date: string | null;
  booking_number: number | null;
  status: string;
  doctor?: { first_name: string; last_name: string; clinic_name?: string } | null;
}

function doctorName(doctor: BookingLike['doctor']): string {
  return doctor ? `${doctor.first_name} ${doctor.last_name}`.trim() : '';
}

function slipFromBooking(b: BookingLike): Partial<TokenSlip> | null {
  if (b.booking_number === null || !b.slot || !b.booking_date) return null;
  return {
    booking_id: b.booking_id,
    doctor_name: doctorName(b.doctor),
    clinic: b.doctor?.clinic_name ?? '',
    date: b.booking_date.slice(0, 10),
    slot: b.slot,
    token_number: b.booking_number,
    patient_name: b.name,
    status: b.status,
  };
}

/** The patient's slot join succeeded: keep the slip. */
export function saveTokenSlip(booking: BookingLike): void {
  const slip = slipFromBooking(booking);
  if (slip) update([slip]);
}

interface LiveEntry {
  booking_id: number;
  doctor_name: string;
  name: string;
  booking_date: string;
  slot: string;
  booking_number: number;
  status: string;
}

/** Refreshes the slips from an answer of get-live-patient-booking-status or get-patient-history. */
export function refreshTokenSlips(call: 'live' | 'history', data: unknown): void {
  if (!Array.isArray(data)) return;
  const upserts: Partial<TokenSlip>[] = [];
  const remove: number[] = [];
  for (const item of data as Record<string, unknown>[]) {
    if (!item || typeof item !== 'object' || item.type === 'Lab') continue;
    if (item.status === 'Cancelled') {
      if (typeof item.booking_id === 'number') remove.push(item.booking_id);
      continue;
    }
    if (call === 'live') {
      const e = item as unknown as LiveEntry;
      upserts.push({
        booking_id: e.booking_id,
        doctor_name: e.doctor_name,
        date: e.booking_date,
        slot: e.slot,
        token_number: e.booking_number,
        patient_name: e.name,
        status: e.status,
      });
    } else {
      const slip = slipFromBooking(item as unknown as BookingLike);
      if (slip) upserts.push(slip);
    }
  }
  if (upserts.length || remove.length) update(upserts, remove);
}
