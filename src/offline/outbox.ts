import {
  createStore,
  del,
  entries,
  get,
  promisifyRequest,
  update,
  type UseStore,
} from 'idb-keyval';
import { OUTBOX_CHANNEL, type OutboxMessage } from './outbox-channel';
import { SEND_TIMEOUT_MS } from './send-timeouts';
import { isTransient } from './transient';
import type { SendFailure } from '../api/forms-client';
import { randomId } from '../domain/random-id';

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
  /** While 'sending': until when this claim holds (renewed while the send runs; a dead sender's expires). */
  leaseUntil?: number;
  claim?: string;
  /** While 'sending': the context (page or service worker) sending it, when it can be known. */
  owner?: string;
  /**
   * Kept first and being sent directly by the page the visitor submitted it on (outbox first):
   * until this time such an item is not shown in the queue while that page lives (no flicker).
   */
  directUntil?: number;
}

export type SendOutcome = { ok: true } | SendFailure;

/** Handed to a sender with each item: records progress on that item; aborts a send that hangs. */
export interface OutboxSendContext {
  patch(change: OutboxPatch): Promise<void>;
  signal?: AbortSignal;
}

/**
 * A submission kept on the device before its first byte is sent (outbox first), claimed by the
 * page sending it directly; the claim is renewed until the direct send ends in `settle`.
 */
export interface KeptSubmission {
  readonly id: string;
  /**
   * Aborted when the visitor asks to send now («Отправить сейчас») while this direct send hangs:
   * the send then fails on the network, the item waits and the outbox sends it at once.
   */
  readonly signal?: AbortSignal;
  /** Records progress on the kept item (an uploaded resume), so a later try does not repeat it. */
  patch(change: OutboxPatch): Promise<void>;
  /**
   * How the direct send ended: 'delivered' (the server stored it) and 'refused' (a 4xx the form
   * shows) remove the item; 'waiting' (offline, no answer, a 5xx) releases it to be sent later.
   */
  settle(end: DirectSendEnd): Promise<void>;
}

export type DirectSendEnd = 'delivered' | 'refused' | 'waiting';

export type OutboxSender = (item: OutboxItem, context: OutboxSendContext) => Promise<SendOutcome>;

export interface FlushReport {
  sent: string[];
  retry: string[];
  refused: string[];
}

export const SYNC_TAG = 'kub-outbox';
/**
 * How long a claim to send an item holds unless renewed: the sender renews it every third of this
 * while its request runs, so a sender that died (a page reloaded or closed mid-send) holds an item
 * back for at most this long, and not at all where the browser can tell it is gone (Web Locks).
 */
export const LEASE_MS = 15_000;
/**
 * How long an item kept first and sent directly by its live page stays out of the visible queue:
 * a normal online send ends well within it, so «Очередь отправки: N» does not flicker; a send
 * that takes longer, or whose page is gone, is shown.
 */
export const DIRECT_QUIET_MS = 3_000;
/** A send that has not finished by then is aborted and retried later (a hung server or network). */
export { SEND_TIMEOUT_MS };
/**
 * When the visitor asks to send now, a send of this context that has run this long is taken for
 * hung: it is aborted and its item sent again at once (the same request id: stored once). It is
 * the quiet time, so whatever the queue shows as waiting is sent again, and a send that is still
 * quiet (it may be about to succeed) is left to finish.
 */
export const HUNG_AFTER_MS = DIRECT_QUIET_MS;
/** How long «Отправить сейчас» waits for the hung sends it aborted to let their items go. */
export const SEND_NOW_WAIT_MS = 2_000;

/**
 * Whether the context holding a claim is alive. Each context holds a Web Lock named for its owner
 * id for as long as it lives; the browser releases it when the page is reloaded or closed, or the
 * worker stops, so a claim whose owner's lock is gone can be taken over at once.
 */
export interface SenderLiveness {
  readonly owner: string;
  /** null: cannot tell (then the lease decides). */
  isAlive(owner: string): Promise<boolean | null>;
}

const ownerLockName = (owner: string) => `kub-outbox-sender:${owner}`;

/** Liveness by Web Locks where the browser has them (Chromium, Firefox, Safari 15.4+), else null. */
export function webLocksLiveness(): SenderLiveness | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  const owner = randomId();
  // Held until this context ends: the callback's promise never settles.
  locks
    .request(ownerLockName(owner), () => new Promise<never>(() => undefined))
    .catch(() => {
      // No lock, no liveness: the lease still frees the claim.
    });
  return {
    owner,
    async isAlive(other) {
      if (other === owner) return true;
      try {
        const { held = [] } = await locks.query();
        return held.some((lock) => lock.name === ownerLockName(other));
      } catch {
        return null;
      }
    },
  };
}

export { isTransient };

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
  /**
   * Outbox first: keeps a submission claimed by this context before it is sent directly; the
   * same id kept twice stays one item. Rejects when the device cannot store it.
   */
  keep<P extends Record<string, unknown>>(
    kind: OutboxKind,
    payload: P,
    options: { id: string; file?: OutboxFile },
  ): Promise<KeptSubmission>;
  list(): Promise<OutboxItem[]>;
  /**
   * The items the visitor sees: every one but those being sent directly by their live page in
   * their first DIRECT_QUIET_MS; `recheckInMs` says when one of those is due to be shown.
   */
  visible(): Promise<{ items: OutboxItem[]; recheckInMs?: number }>;
  get(id: string): Promise<OutboxItem | undefined>;
  remove(id: string): Promise<void>;
  /** Records a change on an item (a sender's progress); nothing happens when it is gone. */
  patch(id: string, change: OutboxPatch): Promise<void>;
  /** Puts a refused item back in the queue (after the visitor fixed nothing: a retry). */
  retry(id: string): Promise<void>;
  /** Sends every pending item once; concurrent calls share one run. */
  flush(send: OutboxSender): Promise<FlushReport>;
  /**
   * The visitor's «Отправить сейчас»: this context's sends that have hung past HUNG_AFTER_MS
   * (direct sends of its forms and its own flush) are aborted and their items released, then
   * everything waiting is sent. (A send hanging in another page or the service worker is theirs:
   * it is given up by its time-out.)
   */
  sendNow(send: OutboxSender): Promise<FlushReport>;
}

/** Whether a stored record is an outbox item (not a stray value). */
function isOutboxItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<OutboxItem>;
  return (
    typeof item.id === 'string' &&
    typeof item.createdAt === 'string' &&
    typeof item.status === 'string'
  );
}

/** True where IndexedDB exists (not in server rendering or very old browsers). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function createOutbox(
  givenStore?: UseStore,
  now: () => number = Date.now,
  liveness: SenderLiveness | null = null,
): Outbox {
  let running: Promise<FlushReport> | null = null;
  /** This context's sends in flight (direct and flushed), for `sendNow` to give up hung ones. */
  const inFlight = new Set<{ since: number; abort: () => void; done: Promise<void> }>();
  const trackSend = (abort: () => void) => {
    let end = () => {};
    const entry = { since: now(), abort, done: new Promise<void>((resolve) => (end = resolve)) };
    inFlight.add(entry);
    return () => {
      inFlight.delete(entry);
      end();
    };
  };
  // Opened on first use: importing the outbox (server rendering, tests) touches no database.
  let opened: UseStore | undefined = givenStore;
  const store: UseStore = (mode, callback) => {
    if (!opened) {
      if (!hasIndexedDb()) return Promise.reject(new Error('IndexedDB is not available'));
      opened = createStore('kub-outbox', 'items');
    }
    return opened(mode, callback);
  };

  /** The claim on an item whose sender is known to be gone (checked before the claim's update). */
  const deadClaim = async (id: string): Promise<string | null> => {
    if (!liveness) return null;
    const current = await get<OutboxItem>(id, store);
    if (current?.status !== 'sending' || !current.owner || !current.claim) return null;
    return (await liveness.isAlive(current.owner)) === false ? current.claim : null;
  };

  /**
   * Changes an item in one transaction, and only an item that is there: idb-keyval's update() would
   * write `undefined` under the id of an item another sender has just delivered and deleted.
   */
  const changeItem = (id: string, change: (item: OutboxItem) => OutboxItem) =>
    store(
      'readwrite',
      (items) =>
        new Promise<void>((resolve, reject) => {
          const request = items.get(id);
          request.onsuccess = () => {
            try {
              const current = request.result as unknown;
              if (isOutboxItem(current)) {
                const next = change(current);
                if (next !== current) items.put(next, id);
              }
              resolve(promisifyRequest(items.transaction));
            } catch (error) {
              reject(error);
            }
          };
          request.onerror = () => reject(request.error);
        }),
    );

  /** Every item, oldest first; a record that is not an item (left by an older release) is removed. */
  const readItems = async (): Promise<OutboxItem[]> => {
    const items: OutboxItem[] = [];
    for (const [key, value] of await entries(store)) {
      if (isOutboxItem(value)) items.push(value);
      else await del(key, store);
    }
    // ISO 8601 times in UTC sort as strings; localeCompare would load ICU's collator (tens of ms).
    return items.sort((a, b) =>
      a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
    );
  };

  const claimItem = async (id: string): Promise<OutboxItem | null> => {
    const token = randomId();
    const dead = await deadClaim(id);
    const at = now();
    await changeItem(id, (current) => {
      const free =
        current.status === 'pending' ||
        (current.status === 'sending' &&
          ((current.leaseUntil ?? 0) <= at || (dead !== null && current.claim === dead)));
      return free
        ? {
            ...current,
            status: 'sending',
            leaseUntil: at + LEASE_MS,
            claim: token,
            ...(liveness ? { owner: liveness.owner } : { owner: undefined }),
            // Taken over (its page gone, or its lease over): no longer a direct send kept quiet.
            directUntil: undefined,
          }
        : current;
    });
    const claimed = await get<OutboxItem>(id, store);
    return claimed && claimed.status === 'sending' && claimed.claim === token ? claimed : null;
  };

  const release = changeItem;

  const patch = async (id: string, change: OutboxPatch): Promise<void> => {
    await release(id, (current) => ({ ...current, ...change }));
  };

  /** Keeps this sender's claim alive while its request runs. */
  const renew = (id: string, token: string) =>
    release(id, (current) =>
      current.status === 'sending' && current.claim === token
        ? { ...current, leaseUntil: now() + LEASE_MS }
        : current,
    );

  /** Sends one claimed item: the lease renewed meanwhile, the send aborted when it hangs. */
  const sendClaimed = async (send: OutboxSender, item: OutboxItem): Promise<SendOutcome> => {
    const token = item.claim ?? '';
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS[item.kind]);
    const heartbeat = setInterval(() => void renew(item.id, token), LEASE_MS / 3);
    const ended = trackSend(() => abort.abort());
    try {
      return await send(item, {
        patch: (change) => patch(item.id, change),
        signal: abort.signal,
      });
    } catch (error) {
      return {
        ok: false,
        kind: 'network',
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      clearTimeout(timeout);
      clearInterval(heartbeat);
      ended();
    }
  };

  /** The claim's fields cleared: an item released to wait, or refused. */
  const unclaimed = {
    leaseUntil: undefined,
    claim: undefined,
    owner: undefined,
    directUntil: undefined,
  };

  const keep: Outbox['keep'] = async (kind, payload, { id, file }) => {
    const token = randomId();
    const at = now();
    const item: OutboxItem = {
      id,
      kind,
      payload,
      createdAt: new Date(at).toISOString(),
      attempts: 0,
      status: 'sending',
      ...(file ? { file } : {}),
      leaseUntil: at + LEASE_MS,
      claim: token,
      ...(liveness ? { owner: liveness.owner } : {}),
      directUntil: at + DIRECT_QUIET_MS,
    };
    // Never overwrite: the same id kept twice stays one item (whoever holds its claim sends it).
    await update(id, (current) => current ?? item, store);
    broadcast({ type: 'changed' });
    const heartbeat = setInterval(() => void renew(id, token), LEASE_MS / 3);
    const mine = (current: OutboxItem) => current.status === 'sending' && current.claim === token;
    const direct = new AbortController();
    // Ends once the item is settled (so `sendNow` sends it only after its release).
    let ended: (() => void) | null = trackSend(() => direct.abort());
    let settled = false;
    return {
      id,
      signal: direct.signal,
      patch: (change) => patch(id, change),
      async settle(end) {
        if (settled) return;
        settled = true;
        clearInterval(heartbeat);
        try {
          await settleKept(end);
        } finally {
          ended?.();
          ended = null;
        }
      },
    };

    async function settleKept(end: DirectSendEnd): Promise<void> {
      if (end === 'waiting') {
        await release(id, (current) =>
          mine(current)
            ? { ...current, status: 'pending', attempts: current.attempts + 1, ...unclaimed }
            : current,
        );
      } else {
        // Stored or refused: either way the form has told the visitor, nothing waits.
        await del(id, store);
      }
      broadcast({ type: 'changed' });
    }
  };

  /** Whether an item is being sent directly by its page, which lives, in its quiet first moments. */
  const quietDirectSend = async (item: OutboxItem, at: number): Promise<boolean> => {
    if (item.status !== 'sending' || (item.directUntil ?? 0) <= at || !item.owner) return false;
    if (!liveness) return false;
    return (await liveness.isAlive(item.owner)) === true;
  };

  const run = async (send: OutboxSender): Promise<FlushReport> => {
    const report: FlushReport = { sent: [], retry: [], refused: [] };
    const items = await readItems();
    for (const candidate of items) {
      if (candidate.status === 'refused') continue;
      const item = await claimItem(candidate.id);
      if (!item) continue;
      const outcome = await sendClaimed(send, item);
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
          ...unclaimed,
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
        ...unclaimed,
      }));
      report.refused.push(item.id);
    }
    if (report.sent.length > 0) broadcast({ type: 'delivered', ids: report.sent });
    if (report.sent.length + report.retry.length + report.refused.length > 0)
      broadcast({ type: 'changed' });
    return report;
  };

  const flush = (send: OutboxSender): Promise<FlushReport> => {
    if (!givenStore && !hasIndexedDb())
      return Promise.resolve({ sent: [], retry: [], refused: [] });
    running ??= run(send).finally(() => {
      running = null;
    });
    return running;
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
    keep,
    async list() {
      if (!givenStore && !hasIndexedDb()) return [];
      return readItems();
    },
    async visible() {
      if (!givenStore && !hasIndexedDb()) return { items: [] };
      const at = now();
      const items: OutboxItem[] = [];
      let recheckAt = Infinity;
      for (const item of await readItems()) {
        if (await quietDirectSend(item, at))
          recheckAt = Math.min(recheckAt, item.directUntil ?? at);
        else items.push(item);
      }
      return recheckAt === Infinity ? { items } : { items, recheckInMs: recheckAt - at };
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
    flush,
    async sendNow(send) {
      const at = now();
      const hung = [...inFlight].filter((entry) => at - entry.since >= HUNG_AFTER_MS);
      for (const entry of hung) entry.abort();
      // Their items released (a direct send settles, a flush's run ends), then all are sent. A
      // send that does not stop at once (an upload that ignores the signal) is not waited for.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(hung.map((entry) => entry.done)),
        new Promise((resolve) => (timer = setTimeout(resolve, SEND_NOW_WAIT_MS))),
      ]);
      clearTimeout(timer);
      await running?.catch(() => undefined);
      return flush(send);
    },
  };
}
