// Server-side sessions: a random token in an HttpOnly cookie, stored hashed. New at sign-in (which ends the
// browser's previous one), ended at logout and on a password change or reset; each has its own CSRF token.
// An account keeps at most SESSIONS_PER_ACCOUNT: a new one beyond that ends its oldest (so signing in over
// and over cannot pile up sessions, nor the event streams each may hold). Stored in the database, so every
// server instance shares them.
// Each instance keeps a session it looked up for a while (ShortCache) rather than reading it on every call.
// An end is forgotten at once here and told to every instance over the bus ('sessions': the user's id), in
// the transaction that ends it, so no instance serves an ended session for longer than a message takes. While the bus's
// listener is down an
// instance may miss such a message, so it then forgets all it kept and reads every call's session afresh.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '../../shared/constants';
import type { AppConfig } from '../config';
import { PreparedQuery } from '../db/prepared';
import type { Database } from '../db/schema';
import type { CsrfTokens } from './csrf';
import type { EventBus } from './event-bus';
import { ShortCache } from './short-cache';
import { hashSecret, newSecret } from './tokens';

export interface AuthUser {
  id: number;
  role: Role;
  /** For a doctor: the hospital it belongs to. */
  hospitalId: number | null;
  /** For a doctor: the lab tied to it. */
  labId: number | null;
}

const HOUR = 3600_000;
const SESSION_HOURS = 12;
const REMEMBERED_DAYS = 30;

/** A looked-up session: its user and when it ends (ms), or null when the cookie names none. */
type KnownSession = { user: AuthUser; expiresAtMs: number } | null;

/** How long an instance keeps a session it looked up (ends arrive over the bus), and how many it keeps. */
const SESSION_CACHE = { ttlMs: 30_000, maxEntries: 20_000 };

/** Run when a call names a session this instance does not keep: compiled once. */
const sessionByHashQuery = (db: Kysely<Database>) =>
  new PreparedQuery(db, (q, p: { tokenHash: string }) =>
    q
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.role', 'users.hospital_id', 'users.lab_id', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', p.tokenHash),
  );

export function sessionCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-sid' : 'sid';
}

export class Sessions {
  /** By the cookie's token. */
  private readonly known = new ShortCache<string, KnownSession>(SESSION_CACHE);
  private readonly sessionByHash: ReturnType<typeof sessionByHashQuery>;
  private readonly endHearers: ((userId: number) => void)[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly csrf: CsrfTokens,
    private readonly bus: EventBus,
    private readonly now: () => Date,
  ) {
    this.sessionByHash = sessionByHashQuery(db);
    bus.on('sessions', (userId) => {
      void this.forgetUser(Number(userId)).then(() => {
        for (const hear of this.endHearers) hear(Number(userId));
      });
    });
    bus.onGap(() => this.known.clear());
  }

  /** `hear` is told of each user some of whose sessions ended, on any instance (after this one forgot them). */
  onSessionsEnded(hear: (userId: number) => void): void {
    this.endHearers.push(hear);
  }

  /**
   * Starts a session and sets its cookie. "Remember me" makes both last 30 days instead of 12 hours. Ends
   * the account's oldest sessions beyond the ones it may keep.
   */
  async start(reply: FastifyReply, userId: number, remember: boolean): Promise<void> {
    const token = newSecret();
    const tokenHash = hashSecret(token);
    const now = this.now();
    const lifetime = remember ? REMEMBERED_DAYS * 24 * HOUR : SESSION_HOURS * HOUR;
    const expiresAt = new Date(now.getTime() + lifetime);
    const endedOlder = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      const older = await trx
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', tokenHash)
        .orderBy('created_at', 'desc')
        .orderBy('token_hash')
        .offset(this.config.sessionsPerAccount - 1)
        .limit(1000)
        .execute();
      if (older.length) {
        await trx
          .deleteFrom('sessions')
          .where(
            'token_hash',
            'in',
            older.map((row) => row.token_hash),
          )
          .execute();
        await this.bus.publishIn(trx, 'sessions', String(userId));
      }
      return older.length > 0;
    });
    // This instance forgets them at once; the others when the message reaches them.
    if (endedOlder) await this.forgetUser(userId);
    void reply.setCookie(sessionCookieName(this.config), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      // Without remember me the cookie ends with the browser session.
      ...(remember ? { expires: expiresAt } : {}),
    });
    await this.csrf.issueFor(reply, token);
  }

  /** The request's session as stored (its token's hash), or null without a session cookie. */
  keyOf(request: FastifyRequest): string | null {
    const token = request.cookies[sessionCookieName(this.config)];
    return token ? hashSecret(token) : null;
  }

  async userOf(request: FastifyRequest): Promise<AuthUser | null> {
    const token = request.cookies[sessionCookieName(this.config)];
    if (!token) return null;
    const lookUp = () => this.lookUp(hashSecret(token));
    const session = await (this.bus.listening ? this.known.get(token, lookUp) : lookUp());
    // The business clock decides expiry, on a remembered session too.
    const user = session && session.expiresAtMs > this.now().getTime() ? session.user : null;
    // The request's log line names the role (request-log.ts).
    request.signedInRole = user?.role ?? null;
    return user;
  }

  /** Whether the session stored under this key (keyOf) is still live, read from the database. */
  async isLive(sessionKey: string): Promise<boolean> {
    const session = await this.lookUp(sessionKey);
    return session !== null && session.expiresAtMs > this.now().getTime();
  }

  private async lookUp(tokenHash: string): Promise<KnownSession> {
    const row = await this.sessionByHash.first(this.db, { tokenHash });
    return row
      ? {
          user: { id: row.id, role: row.role, hospitalId: row.hospital_id, labId: row.lab_id },
          expiresAtMs: Date.parse(row.expires_at),
        }
      : null;
  }

  /** Ends the request's session and clears its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[sessionCookieName(this.config)];
    if (token) {
      await this.db.transaction().execute(async (trx) => {
        const ended = await trx
          .deleteFrom('sessions')
          .where('token_hash', '=', hashSecret(token))
          .returning('user_id')
          .executeTakeFirst();
        if (ended) await this.bus.publishIn(trx, 'sessions', String(ended.user_id));
      });
      this.known.forget(token);
    }
    void reply.clearCookie(sessionCookieName(this.config), { path: '/', secure: this.config.secureCookies });
    this.csrf.issueAnonymous(reply);
  }

  /** Ends every session of a user (password change or reset). */
  async endAllOf(userId: number): Promise<void> {
    await this.db.transaction().execute((trx) => this.endAllIn(trx, userId));
    await this.forgetUser(userId);
  }

  /**
   * Ends every session of a user in the caller's transaction (an account's erasure): every instance, this one
   * too, forgets them when the bus's message comes, which is at the commit.
   */
  async endAllIn(trx: Kysely<Database>, userId: number): Promise<void> {
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await this.bus.publishIn(trx, 'sessions', String(userId));
  }

  /** Forgets the kept sessions of a user, whichever instance ended them. */
  private forgetUser(userId: number): Promise<void> {
    return this.known.forgetWhere((_token, session) => session?.user.id === userId);
  }

  /** Deletes the sessions that ran out (the daily retention job); answers how many. */
  async removeExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<=', this.now().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
