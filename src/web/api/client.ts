// The one way the web talks to the server: call(name, payload) -> result, typed from the catalogue.
// Files (File or Blob values) switch the request to multipart; everything else is JSON.
import type { CallName, RequestOf, ResultOf } from '../../shared/contract/catalogue';
import { CALL_FAILURE_MESSAGES } from '../../shared/call-failure-messages';
import { ApiError } from '../lib/api-error';
import { csrfToken, sendCall, type CallOptions } from './call-request';
import { takeEarlyAnswer } from './early-calls';

interface Envelope {
  response: 'success' | 'fail';
  message?: string;
  error?: string;
  errors?: Record<string, string>;
  result?: unknown;
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
  const body = hasFiles(payload as object) ? toFormData(payload as object) : JSON.stringify(payload);
  let response: Response;
  try {
    // The page's start script may have sent this very call already (early-calls.ts).
    const early = typeof body === 'string' ? takeEarlyAnswer(name, body) : undefined;
    response = await (early ?? ensureCsrfCookie().then(() => sendCall(name, body, options)));
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
