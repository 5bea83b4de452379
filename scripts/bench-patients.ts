// Patients ready to rush a slot, made fast: their accounts by the operator's tool (one password hash for
// all), their sessions made as a sign-in makes them, and each one's booking without a slot yet (a draft)
// made over HTTP as the patient's form makes it. Signing thousands in through argon2 would take minutes on
// two cores (about 45 a second here), and sign-in is not what the bench measures.
import type { AppConfig } from '../src/server/config';
import type { Db } from '../src/server/db/database';
import { CsrfTokens, csrfCookieName } from '../src/server/platform/csrf';
import { sessionCookieName } from '../src/server/platform/sessions';
import { hashSecret, newSecret } from '../src/server/platform/tokens';
import { CSRF_HEADER } from '../src/shared/contract/csrf';
import { admin, call, inParallel, type Store } from './bench-servers';

/** As long as a sign-in without "remember me" lasts (sessions.ts). */
const SESSION_MS = 12 * 3600_000;
const SESSIONS_PER_INSERT = 500;
/** Drafts asked for at once: enough to keep the server busy. */
const DRAFTS_AT_ONCE = 32;

export interface Session {
  userId: number;
  /** The headers of the session's calls, as a browser sends them. */
  headers: Record<string, string>;
}

export interface Draft extends Session {
  bookingId: number;
}

/** `count` patient accounts, phone numbers from `firstPhone` on; answers their ids. */
export function createPatients(store: Store, firstPhone: number, count: number): number[] {
  const made = admin(store, [
    'create-user',
    '--role',
    'patient',
    '--phone',
    String(firstPhone),
    '--password',
    'Bench#1234',
    '--name',
    'Bench Patient',
    '--count',
    String(count),
  ]);
  return made.users.map((user) => user.id);
}

/**
 * Signed-in sessions of the users, made as Sessions.start makes them: a random token stored as its
 * SHA-256, and the CSRF token the HMAC of it under the stored secret (the server's own CsrfTokens).
 */
export async function sessionsOf(db: Db, config: AppConfig, userIds: number[]): Promise<Session[]> {
  const csrf = new CsrfTokens(db.kysely, config);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MS).toISOString();
  const tokens = userIds.map(() => newSecret());
  for (let i = 0; i < userIds.length; i += SESSIONS_PER_INSERT) {
    const rows = userIds.slice(i, i + SESSIONS_PER_INSERT).map((user_id, j) => ({
      token_hash: hashSecret(tokens[i + j]!),
      user_id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    }));
    await db.kysely.insertInto('sessions').values(rows).execute();
  }
  return Promise.all(
    userIds.map(async (userId, i) => {
      const xsrf = await csrf.tokenFor(tokens[i]!);
      const cookie = `${csrfCookieName(config)}=${xsrf}; ${sessionCookieName(config)}=${tokens[i]}`;
      return { userId, headers: { 'content-type': 'application/json', [CSRF_HEADER.toLowerCase()]: xsrf, cookie } };
    }),
  );
}

/** Each patient's booking with the doctor without a slot yet, as the form sends it before the slot is chosen. */
export async function draftsOf(base: string, doctorId: number, patients: Session[]): Promise<Draft[]> {
  const drafts: Draft[] = [];
  await inParallel(patients.length, DRAFTS_AT_ONCE, async (i) => {
    const patient = patients[i]!;
    const body = {
      name: 'Bench Patient',
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9000000001',
      type: 'Self',
      doctor_id: doctorId,
    };
    const booking = await call<{ id: number }>(base, 'add-booking', patient.headers, body);
    drafts[i] = { ...patient, bookingId: booking.id };
  });
  return drafts;
}
