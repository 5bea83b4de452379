// A clinic's check-in codes (docs/decisions/0045-who-is-next-on-the-opd-floor.md): what a patient scans at
// the clinic to check in. Nothing is stored per code: a code is an HMAC-SHA256 under a server secret of the
// doctor and a time, cut to 16 base64url characters (96 bits).
// - The waiting room's screen shows a code of the current period of CHECK_IN_CODE_MINUTES; the code of the
//   period before is still accepted, so a patient who scanned just before it changed is not refused.
// - A printed poster carries the code of the clinic's day, good until the clinic's midnight.
// Only the doctor and its hospital are given a code: a code anybody could read from home would prove nobody
// is at the clinic.
import { createHmac } from 'node:crypto';
import { addDays, startOfDayIn } from '../../../shared/dates';
import { todayOf } from '../../platform/calendar';
import type { Platform } from '../../platform/platform';
import { StoredSecret } from '../../platform/stored-secret';
import { sameSecret } from '../../platform/tokens';

const SECRET_SETTING = 'secret.check-in';
const CODE_LENGTH = 16;
/** Codes worked out and kept (three per doctor checked in at: its screen's two and its poster's). */
const KEPT_CODES = 3_000;

export type CheckInCodeKind = 'screen' | 'poster';

export interface CheckInCode {
  code: string;
  /** /check-in?d=<doctor_id>&c=<code> at the app's address. */
  url: string;
  /** When the code stops being accepted (ISO). */
  expires_at: string;
  /** When the screen shows the next code (ISO). */
  renews_at: string;
}

export class CheckInCodes {
  private readonly secret: StoredSecret;
  /** Codes worked out, by what they name: a rush of check-ins at a clinic's opening asks for the same few. */
  private readonly worked = new Map<string, string>();

  constructor(private readonly platform: Platform) {
    this.secret = new StoredSecret(platform.db, SECRET_SETTING);
  }

  private get periodMs(): number {
    return this.platform.config.checkInCodeMinutes * 60_000;
  }

  /** The code of a doctor for what it names: a screen period's number, or the poster's day. */
  private async codeOf(doctorId: number, of: string): Promise<string> {
    const named = `${doctorId}|${of}`;
    const kept = this.worked.get(named);
    if (kept) return kept;
    const code = createHmac('sha256', await this.secret.get())
      .update(named)
      .digest('base64url')
      .slice(0, CODE_LENGTH);
    // Codes of periods gone are never asked for again: when full, start afresh.
    if (this.worked.size >= KEPT_CODES) this.worked.clear();
    this.worked.set(named, code);
    return code;
  }

  /** The code a doctor's screen or poster shows now. */
  async current(doctorId: number, kind: CheckInCodeKind): Promise<CheckInCode> {
    const now = this.platform.now().getTime();
    let code: string;
    let expires: Date;
    let renews: Date;
    if (kind === 'screen') {
      const period = Math.floor(now / this.periodMs);
      code = await this.codeOf(doctorId, `screen|${period}`);
      renews = new Date((period + 1) * this.periodMs);
      expires = new Date((period + 2) * this.periodMs);
    } else {
      const today = todayOf(this.platform);
      code = await this.codeOf(doctorId, `poster|${today}`);
      expires = renews = startOfDayIn(this.platform.config.timeZone, addDays(today, 1));
    }
    const url = `${this.platform.config.baseUrl}/check-in?d=${doctorId}&c=${encodeURIComponent(code)}`;
    return { code, url, expires_at: expires.toISOString(), renews_at: renews.toISOString() };
  }

  /** Whether a code is one of the doctor's accepted now: this screen period's or the one before, or today's poster. */
  async accepts(doctorId: number, code: string): Promise<boolean> {
    const period = Math.floor(this.platform.now().getTime() / this.periodMs);
    const accepted = await Promise.all([
      this.codeOf(doctorId, `screen|${period}`),
      this.codeOf(doctorId, `screen|${period - 1}`),
      this.codeOf(doctorId, `poster|${todayOf(this.platform)}`),
    ]);
    // Every code is compared, in constant time: the answer's time tells nothing of which came close.
    return accepted.map((candidate) => sameSecret(candidate, code)).includes(true);
  }
}
