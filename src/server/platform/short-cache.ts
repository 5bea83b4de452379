// A per-instance cache whose entries live at most `ttlMs` (wall time), for reads asked on nearly every call
// (the session behind a cookie, a doctor's slot rules, the doctor list of a city). Short enough that
// whatever another instance changes is seen here within that time without any message between instances;
// this instance's own writes forget the entries they change at once. Concurrent misses of one key share
// one load, so a rush of a thousand calls reads the database once. Bounded: beyond `maxEntries` the oldest
// entries go.

export interface ShortCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Wall time in ms (not the app's business clock, which tests hold still). */
  clock?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  until: number;
}

export class ShortCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly clock: () => number;

  constructor(private readonly options: ShortCacheOptions) {
    this.clock = options.clock ?? performance.now.bind(performance);
  }

  /** The cached value of `key`, or `load()`'s (kept for ttlMs; a failed load is not kept). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value;
    if (entry) this.entries.delete(key);
    const value = load();
    const fresh: Entry<V> = { value, until: now + this.options.ttlMs };
    this.remember(key, fresh);
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets one key (this instance changed what it holds). */
  forget(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every key `matches` says yes to, by key or by the value already loaded. */
  async forgetWhere(matches: (key: K, value: V) => boolean): Promise<void> {
    const settled = await Promise.all(
      [...this.entries].map(async ([key, entry]) => ({ key, entry, value: await entry.value.catch(() => undefined) })),
    );
    for (const { key, entry, value } of settled) {
      if (value !== undefined && matches(key, value) && this.entries.get(key) === entry) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(key: K, entry: Entry<V>): void {
    if (this.entries.size >= this.options.maxEntries) {
      const now = this.clock();
      for (const [old, held] of this.entries) if (held.until <= now) this.entries.delete(old);
      // Still full: the oldest go first (a Map keeps insertion order).
      for (const old of this.entries.keys()) {
        if (this.entries.size < this.options.maxEntries) break;
        this.entries.delete(old);
      }
    }
    this.entries.set(key, entry);
  }
}
