/**
 * Group commit: writes that arrive in the same turn of the event loop are committed together in one
 * transaction, so one durable flush (synchronous=FULL) serves many requests. Each caller still gets
 * its own result, and only after the commit that made its write durable.
 */
export function createGroupCommit<I, O>(
  commitBatch: (items: readonly I[]) => O[],
  maxBatch = 128,
): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = commitBatch(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as O));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
