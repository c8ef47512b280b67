export interface GroupCommitOptions {
  /** The most writes one batch commits. */
  maxBatch?: number;
  /** Whether the writes of a failed batch are tried again one by one after this error. */
  retryAlone?: (error: unknown) => boolean;
}

/**
 * Group commit: writes that arrive while the previous batch commits (or in the same turn of the
 * event loop) are committed together in one transaction, so one durable flush (synchronous=FULL)
 * serves many requests. Each caller still gets its own result, and only after the commit that made
 * its write durable. One batch is in flight at a time. When a batch's commit fails, each of its
 * writes is tried again alone, so one failing write is refused without losing the others, unless
 * `retryAlone` says the error would fail them all (a database that cannot be reached): then the
 * whole batch is refused at once.
 */
export function createGroupCommit<I, O>(
  commitBatch: (items: readonly I[]) => Promise<O[]>,
  { maxBatch = 128, retryAlone = () => true }: GroupCommitOptions = {},
): (item: I) => Promise<O> {
  interface Entry {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let queue: Entry[] = [];
  let running = false;

  const commit = async (batch: readonly Entry[]) => {
    try {
      const results = await commitBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as O));
    } catch (error) {
      if (batch.length === 1 || !retryAlone(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      for (const entry of batch) await commit([entry]);
    }
  };

  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await commit(batch);
    }
    running = false;
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(() => void flush());
      }
    });
}
