// CSRF protection bound to the session. With a session, the token is an HMAC of the session token under a
// server secret: only this session's own pages can know it, a token of another session is refused, and a new
// session (sign-in) gets a new token. Before sign-in (the sign-in and registration forms) it is a random
// double-submit token. The token is sent in a readable cookie (`__Host-XSRF-TOKEN` over HTTPS) and every
// POST must echo it in the X-XSRF-TOKEN header; a page of another site can send cookies but cannot read them.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE } from '../../shared/contract/csrf';
import { MESSAGES } from '../../shared/messages';
import { ForbiddenError } from './errors';
import { sessionCookieName } from './sessions';
import { ShortCache } from './short-cache';
import { StoredSecret } from './stored-secret';
import { newSecret, sameSecret } from './tokens';

const SECRET_SETTING = 'secret.csrf';
/** Node hands request header names over in lower case. */
const HEADER_AS_RECEIVED = CSRF_HEADER.toLowerCase();

export function csrfCookieName(config: AppConfig): string {
  return config.secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
}

export class CsrfTokens {
  private readonly secret: StoredSecret;
  /** A session's token never changes (nor the secret), so the HMAC is kept rather than made on every call. */
  private readonly ofSession = new ShortCache<string, string>({ ttlMs: 60_000, maxEntries: 20_000 });

  constructor(
    db: Kysely<Database>,
    private readonly config: AppConfig,
  ) {
    this.secret = new StoredSecret(db, SECRET_SETTING);
  }

  /** The token of a session. */
  tokenFor(sessionToken: string): Promise<string> {
    return this.ofSession.get(sessionToken, async () =>
      createHmac('sha256', await this.secret.get())
        .update(sessionToken)
        .digest('base64url'),
    );
  }

  setCookie(reply: FastifyReply, token: string): void {
    void reply.setCookie(csrfCookieName(this.config), token, {
      path: '/',
      sameSite: 'lax',
      secure: this.config.secureCookies,
      httpOnly: false,
    });
  }

  /** Gives the browser the token of the session just started (sign-in rotates it). */
  async issueFor(reply: FastifyReply, sessionToken: string): Promise<void> {
    this.setCookie(reply, await this.tokenFor(sessionToken));
  }

  /** Gives the browser a fresh pre-sign-in token (after sign-out). */
  issueAnonymous(reply: FastifyReply): void {
    this.setCookie(reply, newSecret());
  }

  /** The token this request must carry: its session's, or else the double-submit cookie it sent. */
  async expectedFor(request: FastifyRequest): Promise<string | undefined> {
    const sessionToken = request.cookies[sessionCookieName(this.config)];
    return sessionToken ? this.tokenFor(sessionToken) : request.cookies[csrfCookieName(this.config)];
  }
}

export function installCsrf(app: FastifyInstance, config: AppConfig, tokens: CsrfTokens): void {
  app.addHook('onRequest', async (request, reply) => {
    // The probes and /metrics are read by machines, without cookies (probes.ts).
    if (request.routeOptions.config.operational) return;
    const cookie = request.cookies[csrfCookieName(config)];
    const expected = await tokens.expectedFor(request);
    if (!expected) tokens.issueAnonymous(reply);
    else if (cookie !== expected) tokens.setCookie(reply, expected);
    if (request.method !== 'POST') return;
    const header = request.headers[HEADER_AS_RECEIVED];
    if (!expected || typeof header !== 'string' || !sameSecret(expected, header)) {
      throw new ForbiddenError(MESSAGES.csrfFailed);
    }
  });
}
