/**
 * Collects the keys asked for while graphql-js resolves one list (it calls every item's resolver in
 * one synchronous loop), then loads them with one `loadMany` call, so a nested field of a list costs
 * a few queries instead of one per item. Each key is loaded at most once per loader.
 */
export function batchLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, missing: (key: K) => V): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const values = await loadMany(batch.map((item) => item.key));
      for (const item of batch) item.resolve(values.has(item.key) ? values.get(item.key)! : missing(item.key));
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
}

/** Splits `items` into chunks of at most `size`. */
export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
