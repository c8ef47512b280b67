import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type OutboxSender } from '../../../src/offline/outbox';
import {
  SYNC_POLL_MS,
  SYNC_WAIT_MS,
  syncOutbox,
  type SyncWait,
} from '../../../src/offline/sync-outbox';
import { SEND_TIMEOUT_MS } from '../../../src/offline/send-timeouts';
import { liveness, ok, payload } from './outbox-support';

/**
 * The service worker's background sync. Online, a page asks for it as soon as it keeps a request,
 * so the worker is already waiting when the page is closed mid-send, and sends the request as
 * soon as the browser tells the page is gone, with no page open.
 */
let counter = 0;
function device() {
  const store = createStore(`sync-outbox-${++counter}`, 'items');
  const dead = new Set<string>();
  return {
    store,
    dead,
    page: createOutbox(store, Date.now, liveness('page', dead)),
    worker: createOutbox(store, Date.now, liveness('worker', dead)),
  };
}
/**
 * Quick enough for a unit test (the worker's own are SYNC_WAIT_MS and SYNC_POLL_MS), and no page
 * of the app open unless a test says so.
 */
let pageOpen = false;
const asked = vi.fn(async () => pageOpen);
const briefly: SyncWait = { untilMs: 60_000, everyMs: 5, pageOpen: () => asked() };
beforeEach(() => {
  pageOpen = false;
  asked.mockClear();
});

describe('syncOutbox', () => {
  it('waits for a contact request as long as its page may hold it, looking again every second', () => {
    expect(SYNC_WAIT_MS).toBeGreaterThan(SEND_TIMEOUT_MS.contact);
    expect(SYNC_POLL_MS).toBe(1_000);
  });

  it('sends what waits, once, and ends', async () => {
    const { worker } = device();
    await worker.enqueue('contact', payload, { id: 'a' });
    const send = vi.fn(ok);
    await syncOutbox(worker, send, briefly);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await worker.list()).toEqual([]);
  });

  it('a page closed mid-send: sent once the page is gone, with no other event', async () => {
    const { page, worker, dead } = device();
    pageOpen = true;
    await page.keep('contact', payload, { id: 'cut' });
    const send = vi.fn(ok);
    const sync = syncOutbox(worker, send, briefly);
    // The page lives and sends it itself: the worker leaves it alone, and keeps looking.
    await vi.waitFor(() => expect(asked.mock.calls.length).toBeGreaterThan(2));
    expect(send).not.toHaveBeenCalled();
    // The page is closed: no page of the app is open, and its claim's owner is gone.
    pageOpen = false;
    dead.add('page');
    await sync;
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ id: 'cut', payload });
    expect(await worker.list()).toEqual([]);
  });

  it('a page of the app open: what a gone page held is left to it, and it tells the visitor', async () => {
    const { store, page, worker, dead } = device();
    pageOpen = true; // the page that keeps it, then the next one
    await page.keep('contact', payload, { id: 'reloaded' });
    const send = vi.fn(ok);
    const flush = vi.spyOn(worker, 'flush');
    const sync = syncOutbox(worker, send, briefly);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    // Reloaded: the document that kept it is gone, the next one starts.
    dead.add('page');
    const seen = asked.mock.calls.length;
    await vi.waitFor(() => expect(asked.mock.calls.length).toBeGreaterThan(seen + 2));
    // Only the flush the event began with, while the page lived.
    expect(flush).toHaveBeenCalledTimes(1);
    const next = createOutbox(store, Date.now, liveness('next', dead));
    const nextSend = vi.fn(ok);
    await next.flush(nextSend);
    await sync;
    expect(nextSend).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('a page that delivers its request itself: the worker ends without sending it', async () => {
    const { page, worker } = device();
    const kept = await page.keep('contact', payload, { id: 'own' });
    const send = vi.fn(ok);
    const flush = vi.spyOn(worker, 'flush');
    const sync = syncOutbox(worker, send, briefly);
    await vi.waitFor(() => expect(flush.mock.calls.length).toBeGreaterThan(1));
    await kept.settle('delivered');
    await sync;
    expect(send).not.toHaveBeenCalled();
  });

  it('a request a live page holds past the wait: rejects, so the browser tries again later', async () => {
    const { page, worker } = device();
    await page.keep('application', payload, { id: 'slow' });
    const send = vi.fn(ok);
    await expect(syncOutbox(worker, send, { ...briefly, untilMs: 30 })).rejects.toThrow(
      'a request another sender holds still waits',
    );
    expect(send).not.toHaveBeenCalled();
    expect(await worker.get('slow')).toMatchObject({ status: 'sending', owner: 'page' });
  });

  it('the network fails: rejects at once, the request waits for the next try', async () => {
    const { worker } = device();
    await worker.enqueue('contact', payload, { id: 'net' });
    const down: OutboxSender = async () => ({
      ok: false,
      kind: 'network',
      error: 'Failed to fetch',
    });
    await expect(syncOutbox(worker, down, briefly)).rejects.toThrow(
      'the outbox could not be sent yet',
    );
    expect(await worker.get('net')).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('a refused request waits for the visitor, not for the sync', async () => {
    const { worker } = device();
    await worker.enqueue('contact', payload, { id: 'bad' });
    const refuse: OutboxSender = async () => ({ ok: false, kind: 'rejected', status: 422 });
    await syncOutbox(worker, refuse, briefly);
    expect(await worker.get('bad')).toMatchObject({ status: 'refused' });
  });
});
