// The one way the web talks to the server: call(name, payload) -> result, typed from the catalogue.
// Files (File or Blob values) switch the request to multipart; everything else is JSON.
import type { CallName, RequestOf, ResultOf } from '../../shared/contract/catalogue';
import { CALL_FAILURE_MESSAGES } from '../../shared/call-failure-messages';
import { ApiError } from '../lib/api-error';

interface Envelope {
  response: 'success' | 'fail';
  message?: string;
  error?: string;
  errors?: Record<string, string>;
  result?: unknown;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

function hasFiles(payload: object): boolean {
  return Object.values(payload).some((v) => v instanceof Blob);
}

function toFormData(payload: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The session's CSRF token; the cookie has the __Host- prefix when the app is served over HTTPS. */
const csrfToken = () => readCookie('__Host-XSRF-TOKEN') ?? readCookie('XSRF-TOKEN');

let csrfPrimed: Promise<unknown> | null = null;
/**
 * The CSRF cookie is set by any server answer; fetch one cheaply if the page has none yet. A server out of
 * reach is the call's own failure to report (its request fails the same way), not this one's.
 */
function ensureCsrfCookie(): Promise<unknown> {
  if (csrfToken()) return Promise.resolve();
  csrfPrimed ??= fetch('/api/get-cities.json', { credentials: 'same-origin' })
    .catch(() => undefined)
    .finally(() => (csrfPrimed = null));
  return csrfPrimed;
}

export interface CallOptions {
  /** Sent as Idempotency-Key: a retried submit with the same key creates nothing new. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface CallAnswer<N extends CallName> {
  result: ResultOf<N>;
  message: string | undefined;
}

/** Calls the API and answers the whole success envelope (result and message). Throws ApiError otherwise. */
export async function callWithMessage<N extends CallName>(
  name: N,
  payload: RequestOf<N>,
  options: CallOptions = {},
): Promise<CallAnswer<N>> {
  await ensureCsrfCookie();
  const body = payload as object;
  const multipart = hasFiles(body);
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': csrfToken() ?? '' };
  if (!multipart) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`/api/${name}.json`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: multipart ? toFormData(body) : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, CALL_FAILURE_MESSAGES.tryAgainLater);
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError(response.status, CALL_FAILURE_MESSAGES.serverError);
  }
  if (!response.ok || envelope.response !== 'success') {
    throw new ApiError(response.status, envelope.error ?? CALL_FAILURE_MESSAGES.serverError, envelope.errors ?? {});
  }
  return { result: envelope.result as ResultOf<N>, message: envelope.message };
}

/** Calls the API and answers its result. Throws ApiError on any failure. */
export async function call<N extends CallName>(
  name: N,
  payload: RequestOf<N>,
  options?: CallOptions,
): Promise<ResultOf<N>> {
  return (await callWithMessage(name, payload, options)).result;
}
