// Double-submit CSRF protection: the server sets a readable XSRF-TOKEN cookie; every POST must echo it in
// the X-XSRF-TOKEN header. A page of another site can send the cookie but cannot read it.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { ForbiddenError } from './errors';
import { MESSAGES } from '../../shared/messages';
import { newSecret } from './tokens';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function installCsrf(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      void reply.setCookie(CSRF_COOKIE, newSecret(), { path: '/', sameSite: 'lax', secure: config.secureCookies, httpOnly: false });
    }
    if (request.method !== 'POST') return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
      throw new ForbiddenError(MESSAGES.csrfFailed);
    }
  });
}
