import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Errors that mean the database cannot be reached now (not that a query is wrong): refused or lost
 * connections, a server starting up or shutting down, no free connection slot, a pool that waited
 * too long. The server answers those with 503 and keeps trying.
 */
const NETWORK_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|EPIPE)$/;
/** SQLSTATE: class 08 (connection exception), 57P01-57P03 (shutdown, starting up), 53300. */
const SQLSTATE_CODES = /^(08...|57P0[123]|53300)$/;
const POOL_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated)/;

export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.test(code) || SQLSTATE_CODES.test(code))) {
    return true;
  }
  if (POOL_MESSAGES.test(error.message)) return true;
  // An AggregateError (one per address tried) or a wrapped cause.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnreachable)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnreachable(error.cause);
}

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function pingDatabase(db: Kysely<Database>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database check of a health endpoint: at most one ping in flight (callers arriving meanwhile
 * share its answer), and a ping that succeeded answers for `reuseMs` after it returned. A failure
 * is never reused: the next call pings again, so the check turns healthy as soon as the database
 * answers, and turns unhealthy at most `reuseMs` plus one ping after it stops answering.
 */
export function createDatabaseCheck(
  db: Kysely<Database>,
  { timeoutMs, reuseMs }: { timeoutMs: number; reuseMs: number },
  now: () => number = performance.now.bind(performance),
): () => Promise<boolean> {
  let okUntil = -Infinity;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (now() < okUntil) return Promise.resolve(true);
    inFlight ??= pingDatabase(db, timeoutMs).then((ok) => {
      inFlight = null;
      if (ok) okUntil = now() + reuseMs;
      return ok;
    });
    return inFlight;
  };
}

export interface RetryLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** The pause before each next attempt: 0.5 s doubling to 30 s at most. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** Math.min(attempt - 1, 6));
}

/**
 * Runs `work` (connect and migrate) until it gets past an unreachable database, waiting longer
 * after each failure and logging each; any other error is thrown at once. `signal` stops waiting.
 */
export async function untilDatabaseReachable<T>(
  work: () => Promise<T>,
  log: RetryLog,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await work();
      if (attempt > 1) log.info({ attempt }, 'database reachable');
      return result;
    } catch (error) {
      if (!isDatabaseUnreachable(error) || signal?.aborted) throw error;
      const delayMs = retryDelayMs(attempt);
      log.warn(
        { attempt, retryInMs: delayMs, reason: (error as Error).message },
        'database unreachable, retrying',
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (signal?.aborted) throw error;
    }
  }
}
