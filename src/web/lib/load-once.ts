// A lazy load (a chunk, a language's texts) started once per key and shared by every caller; a failure (a
// dropped connection on a patchy network) is forgotten, so the next call tries again.

export function loadOnceBy<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const started = new Map<K, Promise<T>>();
  return (key) => {
    let promise = started.get(key);
    if (!promise) {
      promise = load(key).catch((error: unknown) => {
        started.delete(key);
        throw error;
      });
      started.set(key, promise);
    }
    return promise;
  };
}

/** As loadOnceBy, for a load without a key. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const once = loadOnceBy<null, T>(load);
  return () => once(null);
}
