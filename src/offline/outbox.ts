import { createStore, del, get, update, values, type UseStore } from 'idb-keyval';
import { OUTBOX_CHANNEL, type OutboxMessage } from './outbox-channel';

export { OUTBOX_CHANNEL, type OutboxMessage };

/**
 * The outbox: contact requests and applications that could not be sent yet, one IndexedDB record
 * per item keyed by its request id, which is also the server's idempotency key. An item leaves
 * only after the server said ok; a refusal keeps it, marked with the reason. Shared by the page and
 * the service worker (background sync), so it uses nothing but IndexedDB.
 */
export type OutboxKind = 'contact' | 'application';
export type OutboxStatus = 'pending' | 'sending' | 'refused';

/** A file kept with an item: bytes, not a Blob (Safari may fail to store or re-read a Blob). */
export interface OutboxFile {
  name: string;
  type: string;
  data: ArrayBuffer;
}

export interface OutboxRefusal {
  status?: number;
  error?: string;
  fields?: Record<string, string>;
}

export interface OutboxUpload {
  appId: string;
  diskPath: string;
}

/** What a sender may record on its item while sending (kept if the send then fails). */
export type OutboxPatch = Partial<Pick<OutboxItem, 'upload'>>;

export interface OutboxItem<P = Record<string, unknown>> {
  id: string;
  kind: OutboxKind;
  payload: P;
  createdAt: string;
  attempts: number;
  status: OutboxStatus;
  file?: OutboxFile;
  lastError?: string;
  refusal?: OutboxRefusal;
  /** An application's resume already uploaded by an earlier attempt: a retry only submits. */
  upload?: OutboxUpload;
  /** While 'sending': until when this claim holds (a crashed sender's claim expires). */
  leaseUntil?: number;
  claim?: string;
}

export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      kind: 'network' | 'rejected';
      status?: number;
      error?: string;
      fields?: Record<string, string>;
    };

/** Handed to a sender with each item: records progress on that item. */
export interface OutboxSendContext {
  patch(change: OutboxPatch): Promise<void>;
}

export type OutboxSender = (item: OutboxItem, context: OutboxSendContext) => Promise<SendOutcome>;

export interface FlushReport {
  sent: string[];
  retry: string[];
  refused: string[];
}

export const SYNC_TAG = 'kub-outbox';
/** How long a claim to send an item holds before another sender may take it over. */
export const LEASE_MS = 60_000;

/** A server answer worth retrying later: the request may succeed unchanged. */
export function isTransient(outcome: SendOutcome): boolean {
  if (outcome.ok) return false;
  if (outcome.kind === 'network') return true;
  const status = outcome.status ?? 0;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

function broadcast(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export interface Outbox {
  enqueue<P extends Record<string, unknown>>(
    kind: OutboxKind,
    payload: P,
    options?: { id?: string; file?: OutboxFile },
  ): Promise<OutboxItem<P>>;
  list(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  remove(id: string): Promise<void>;
  /** Records a change on an item (a sender's progress); nothing happens when it is gone. */
  patch(id: string, change: OutboxPatch): Promise<void>;
  /** Puts a refused item back in the queue (after the visitor fixed nothing: a retry). */
  retry(id: string): Promise<void>;
  /** Sends every pending item once; concurrent calls share one run. */
  flush(send: OutboxSender): Promise<FlushReport>;
}

/** True where IndexedDB exists (not in server rendering or very old browsers). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function createOutbox(givenStore?: UseStore, now: () => number = Date.now): Outbox {
  let running: Promise<FlushReport> | null = null;
  // Opened on first use: importing the outbox (server rendering, tests) touches no database.
  let opened: UseStore | undefined = givenStore;
  const store: UseStore = (mode, callback) => {
    if (!opened) {
      if (!hasIndexedDb()) return Promise.reject(new Error('IndexedDB is not available'));
      opened = createStore('kub-outbox', 'items');
    }
    return opened(mode, callback);
  };

  const claimItem = async (id: string): Promise<OutboxItem | null> => {
    const token = randomId();
    const at = now();
    await update<OutboxItem | undefined>(
      id,
      (current) => {
        if (!current) return current;
        const free =
          current.status === 'pending' ||
          (current.status === 'sending' && (current.leaseUntil ?? 0) <= at);
        return free
          ? { ...current, status: 'sending', leaseUntil: at + LEASE_MS, claim: token }
          : current;
      },
      store,
    );
    const claimed = await get<OutboxItem>(id, store);
    return claimed && claimed.status === 'sending' && claimed.claim === token ? claimed : null;
  };

  const release = (id: string, change: (item: OutboxItem) => OutboxItem) =>
    update<OutboxItem | undefined>(id, (current) => (current ? change(current) : current), store);

  const patch = async (id: string, change: OutboxPatch): Promise<void> => {
    await release(id, (current) => ({ ...current, ...change }));
  };

  const run = async (send: OutboxSender): Promise<FlushReport> => {
    const report: FlushReport = { sent: [], retry: [], refused: [] };
    const items = (await values<OutboxItem>(store)).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
    for (const candidate of items) {
      if (candidate.status === 'refused') continue;
      const item = await claimItem(candidate.id);
      if (!item) continue;
      let outcome: SendOutcome;
      try {
        outcome = await send(item, { patch: (change) => patch(item.id, change) });
      } catch (error) {
        outcome = {
          ok: false,
          kind: 'network',
          error: error instanceof Error ? error.message : String(error),
        };
      }
      if (outcome.ok) {
        await del(item.id, store);
        report.sent.push(item.id);
        continue;
      }
      const failure = outcome;
      if (isTransient(failure)) {
        await release(item.id, (current) => ({
          ...current,
          status: 'pending',
          attempts: current.attempts + 1,
          lastError: failure.error ?? failure.kind,
          leaseUntil: undefined,
          claim: undefined,
        }));
        report.retry.push(item.id);
        // The network is down or the server struggles: the rest would fail the same way.
        break;
      }
      await release(item.id, (current) => ({
        ...current,
        status: 'refused',
        attempts: current.attempts + 1,
        refusal: { status: failure.status, error: failure.error, fields: failure.fields },
        leaseUntil: undefined,
        claim: undefined,
      }));
      report.refused.push(item.id);
    }
    if (report.sent.length > 0) broadcast({ type: 'delivered', ids: report.sent });
    if (report.sent.length + report.retry.length + report.refused.length > 0)
      broadcast({ type: 'changed' });
    return report;
  };

  return {
    async enqueue(kind, payload, options = {}) {
      const item = {
        id: options.id ?? randomId(),
        kind,
        payload,
        createdAt: new Date(now()).toISOString(),
        attempts: 0,
        status: 'pending' as const,
        ...(options.file ? { file: options.file } : {}),
      };
      // Never overwrite: the same id queued twice stays one item.
      await update(item.id, (current) => current ?? item, store);
      broadcast({ type: 'changed' });
      return ((await get(item.id, store)) ?? item) as typeof item;
    },
    async list() {
      if (!givenStore && !hasIndexedDb()) return [];
      return (await values<OutboxItem>(store)).sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      );
    },
    get: (id) => get<OutboxItem>(id, store),
    patch,
    async remove(id) {
      await del(id, store);
      broadcast({ type: 'changed' });
    },
    async retry(id) {
      await release(id, (current) =>
        current.status === 'refused'
          ? { ...current, status: 'pending', refusal: undefined }
          : current,
      );
      broadcast({ type: 'changed' });
    },
    flush(send) {
      if (!givenStore && !hasIndexedDb())
        return Promise.resolve({ sent: [], retry: [], refused: [] });
      if (!running) {
        running = run(send).finally(() => {
          running = null;
        });
      }
      return running;
    },
  };
}
