// How a call goes on the wire: a POST to /api/<name>.json that echoes the session's CSRF token (decision
// 0018). Apart from the client (client.ts), which reads the answers, because the page's start script
// (page-start.ts) sends its early calls the same way and must stay a few hundred bytes.
import type { CallName } from '../../shared/contract/catalogue';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE } from '../../shared/contract/csrf';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The session's CSRF token; the cookie has the __Host- prefix when the app is served over HTTPS. */
export const csrfToken = () => readCookie(SECURE_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);

export interface CallOptions {
  /** Sent as Idempotency-Key: a retried submit with the same key creates nothing new. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Sends a call: its body is JSON text, or a form when it carries files. */
export function sendCall(name: CallName, body: string | FormData, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { [CSRF_HEADER]: csrfToken() ?? '' };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return fetch(`/api/${name}.json`, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body,
    signal: options.signal,
  });
}
