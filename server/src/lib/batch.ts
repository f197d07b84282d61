/**
 * Collects the keys asked for while the current batch of I/O callbacks runs and loads them with
 * one call (DataLoader's idea, without the library). Why: on this kind of machine a database round
 * trip costs two system calls that dominate a small read; fifty concurrent detail views become a
 * few queries instead of fifty. Each caller gets its own row or undefined; a failed load fails
 * every caller of that batch and nothing else.
 */
export function batchLoader<V>(
  load: (keys: number[]) => Promise<Map<number, V>>,
  maxBatch = 100,
): (key: number) => Promise<V | undefined> {
  let waiting = new Map<number, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const part = keys.slice(i, i + maxBatch);
      load(part).then(
        (rows) => {
          for (const k of part) for (const w of batch.get(k)!) w.resolve(rows.get(k));
        },
        (e) => {
          for (const k of part) for (const w of batch.get(k)!) w.reject(e);
        },
      );
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // after the I/O callbacks of this loop turn: the requests parsed together share the query
        setImmediate(flush);
      }
    });
}
