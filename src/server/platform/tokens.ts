// Random secrets (sessions, CSRF, password resets): 256 bits, stored only as their SHA-256.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether two secrets (or their hashes) are the same, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
