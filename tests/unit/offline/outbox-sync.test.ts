import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type Outbox, type OutboxSender } from '../../../src/offline/outbox';
import {
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  retryDelayMs,
  startOutboxAutoFlush,
} from '../../../src/offline/outbox-sync';

describe('retryDelayMs', () => {
  it.each([
    [0, RETRY_FIRST_MS],
    [1, RETRY_FIRST_MS * 2],
    [2, RETRY_FIRST_MS * 4],
    [3, RETRY_FIRST_MS * 8],
    [4, RETRY_MAX_MS],
    [40, RETRY_MAX_MS],
  ])('after %i failed retries waits %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });
});

/**
 * The stall found by the soak (issue 16): the page tried once as the connection came back, the
 * server was still starting, and nothing ever tried again (no event tells a page the server is
 * back). An open page now retries with a growing pause while anything waits.
 */
describe('startOutboxAutoFlush', () => {
  let outbox: Outbox;
  let stop = () => {};
  let serverUp = false;
  const sent: string[] = [];
  const send: OutboxSender = async (item) => {
    if (!serverUp) return { ok: false, kind: 'network', error: 'Failed to fetch' };
    sent.push(item.id);
    return { ok: true };
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    outbox = createOutbox(createStore(`outbox-sync-${Math.random()}`, 'items'));
    serverUp = false;
    sent.length = 0;
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('retries a request kept while the server was down, once it is back, with no event', async () => {
    await outbox.enqueue('contact', { name: 'Иван' }, { id: 'r-1' });
    stop = startOutboxAutoFlush(outbox, send);
    await vi.waitFor(async () => expect((await outbox.get('r-1'))?.attempts).toBe(1));
    serverUp = true;
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    expect(sent).toEqual(['r-1']);
  });

  it('waits longer after each failed retry, never longer than the cap', async () => {
    await outbox.enqueue('contact', { name: 'Иван' }, { id: 'r-2' });
    stop = startOutboxAutoFlush(outbox, send);
    await vi.waitFor(async () => expect((await outbox.get('r-2'))?.attempts).toBe(1));
    for (let failures = 1; failures <= 6; failures++) {
      await vi.advanceTimersByTimeAsync(retryDelayMs(failures) - 1);
      expect((await outbox.get('r-2'))?.attempts).toBe(failures);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect((await outbox.get('r-2'))?.attempts).toBe(failures + 1));
    }
    expect(retryDelayMs(6)).toBe(RETRY_MAX_MS);
  });

  it('stops trying once the queue is empty', async () => {
    serverUp = true;
    await outbox.enqueue('contact', { name: 'Иван' }, { id: 'r-3' });
    stop = startOutboxAutoFlush(outbox, send);
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    // The delivery's announcement asks for one more look, which finds nothing and stops.
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    expect(sent).toEqual(['r-3']);
  });

  it('offline, it does not try until the connection is back', async () => {
    serverUp = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox.enqueue('contact', { name: 'Иван' }, { id: 'r-4' });
    stop = startOutboxAutoFlush(outbox, send);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect((await outbox.get('r-4'))?.attempts).toBe(0);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]));
    expect(sent).toEqual(['r-4']);
    onLine.mockRestore();
  });
});
