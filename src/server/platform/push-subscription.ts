// The browser's push subscription (the device's notification token) as the server accepts it: JSON text
// of { endpoint, keys: { p256dh, auth } } with an https endpoint on a known push service's host name, and
// keys of the lengths the Web Push encryption needs (RFC 8291).
import net from 'node:net';
import { isPushServiceHost } from './push-address';

/** An uncompressed P-256 public key is 65 bytes; the authentication secret 16. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
const ENDPOINT_MAX = 1000;

export interface PushSubscriptionValue {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const base64urlBytes = (text: unknown): number =>
  typeof text === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url').length : -1;

/** The subscription in the text, or null when it is not one the server will send to. */
export function parsePushSubscription(text: string, services: readonly string[]): PushSubscriptionValue | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX || !URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  // The URL parser turns every spelling of an address (decimal, hex, bracketed IPv6) into its usual form.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' || url.username || url.password || net.isIP(host) !== 0) return null;
  if (!isPushServiceHost(host, services)) return null;
  if (base64urlBytes(keys?.p256dh) !== P256DH_BYTES || base64urlBytes(keys?.auth) !== AUTH_BYTES) return null;
  return { endpoint, keys: { p256dh: keys!.p256dh as string, auth: keys!.auth as string } };
}
