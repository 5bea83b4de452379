// The calls the page's start script (page-start.ts) sends as soon as the page is read, before the app's code
// has arrived, and the client's way to take their answers instead of asking again (client.ts). An answer is
// taken once, and only by the same call with the same body; any other call goes out as usual.
import type { CallName } from '../../shared/contract/catalogue';
import { sendCall } from './call-request';

interface EarlyCall {
  body: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    /** The start script's calls by name, until the client takes them. */
    parcheeEarlyCalls?: Partial<Record<CallName, EarlyCall>>;
  }
}

/** Sends a call now and keeps its answer for the client. */
export function startEarlyCall(name: CallName, body: string): void {
  const answer = sendCall(name, body);
  // A failure is the client's to report when it takes the answer; one never taken is not an error.
  answer.catch(() => undefined);
  window.parcheeEarlyCalls ??= {};
  window.parcheeEarlyCalls[name] = { body, answer };
}

/** The answer of the call the start script sent with this very body, once; undefined when there is none. */
export function takeEarlyAnswer(name: CallName, body: string): Promise<Response> | undefined {
  const early = window.parcheeEarlyCalls?.[name];
  if (!early) return undefined;
  delete window.parcheeEarlyCalls![name];
  return early.body === body ? early.answer : undefined;
}
