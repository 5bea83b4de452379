import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache';

function cacheAt(ttlMs = 1000, maxEntries = 100) {
  const clock = { now: 0 };
  const cache = new ShortCache<string, number>({ ttlMs, maxEntries, clock: () => clock.now });
  let loads = 0;
  const load = (value: number) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, clock, load, loads: () => loads };
}

describe('ShortCache', () => {
  it('keeps a value for ttlMs and no longer: what another instance changed is seen within that time', async () => {
    const { cache, clock, load, loads } = cacheAt(1000);
    expect(await cache.get('a', load(1))).toBe(1);
    clock.now = 999;
    expect(await cache.get('a', load(2))).toBe(1);
    clock.now = 1000;
    expect(await cache.get('a', load(3))).toBe(3);
    expect(loads()).toBe(2);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    let release: (value: number) => void = () => {};
    const slow = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.get('k', slow)));
    release(7);
    expect(await answers).toEqual(Array.from({ length: 100 }, () => 7));
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const { cache, load } = cacheAt();
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', load(5))).toBe(5);
  });

  it('forgets a key, or the keys whose values match, at once', async () => {
    const { cache, load } = cacheAt();
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    cache.forget('a');
    await cache.forgetWhere((_key, value) => value === 2);
    expect(await cache.get('a', load(10))).toBe(10);
    expect(await cache.get('b', load(20))).toBe(20);
  });

  it('holds at most maxEntries, whatever keys callers send', async () => {
    const { cache, load, loads } = cacheAt(1000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load(1));
    expect(loads()).toBe(4);
    // The oldest went to make room; the newest are still kept.
    await cache.get('d', load(2));
    expect(loads()).toBe(4);
    await cache.get('a', load(2));
    expect(loads()).toBe(5);
  });
});
