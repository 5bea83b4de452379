// Token buckets in memory: each key may spend `burst` requests at once and gets `perSecond` back every
// second. A bucket that has refilled is the same as no bucket, so full ones are forgotten when the map
// grows, which keeps memory bounded whatever keys clients send.

export interface BucketRule {
  perSecond: number;
  burst: number;
}

/** Keys kept before a sweep; beyond twice this the oldest keys go even if not full (a flood of new keys). */
const SWEEP_AT = 20_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly rule: BucketRule) {}

  /** Spends one token: 0 when allowed, else the seconds until one is back (at least 1). */
  take(key: string, nowMs: number): number {
    const { perSecond, burst } = this.rule;
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * perSecond) : burst;
    if (tokens < 1) {
      bucket!.tokens = tokens;
      bucket!.at = nowMs;
      return Math.max(1, Math.ceil((1 - tokens) / perSecond));
    }
    if (bucket) {
      bucket.tokens = tokens - 1;
      bucket.at = nowMs;
    } else {
      if (this.buckets.size >= SWEEP_AT) this.sweep(nowMs);
      this.buckets.set(key, { tokens: tokens - 1, at: nowMs });
    }
    return 0;
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(nowMs: number): void {
    const { perSecond, burst } = this.rule;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((nowMs - bucket.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
    }
    // Still crowded: many keys spent tokens just now. The longest-known go first (Map keeps insertion order).
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < SWEEP_AT / 2) break;
      this.buckets.delete(key);
    }
  }
}
