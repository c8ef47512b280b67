import 'fake-indexeddb/auto';
import { createStore, del, entries, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  HUNG_AFTER_MS,
  LEASE_MS,
  SEND_NOW_WAIT_MS,
  SEND_TIMEOUT_MS,
  type KeptSubmission,
  type Outbox,
  type OutboxSender,
  type SenderLiveness,
} from '../../../src/offline/outbox';
import { expectHeldThenSentOnce, liveness, ok, payload } from './outbox-support';

let dbCounter = 0;
let outbox: Outbox;
beforeEach(() => {
  outbox = createOutbox(createStore(`outbox-test-${++dbCounter}`, 'items'));
});

describe('outbox', () => {
  it('keeps an enqueued item with its id, payload and a pending status', async () => {
    const item = await outbox.enqueue('contact', payload, { id: 'a-1' });
    expect(item).toMatchObject({
      id: 'a-1',
      kind: 'contact',
      payload,
      status: 'pending',
      attempts: 0,
    });
    expect(await outbox.list()).toHaveLength(1);
  });

  it('does not duplicate an item queued twice with the same id', async () => {
    await outbox.enqueue('contact', payload, { id: 'same' });
    await outbox.enqueue('contact', { ...payload, name: 'Другой' }, { id: 'same' });
    const items = await outbox.list();
    expect(items).toHaveLength(1);
    expect(items[0]!.payload).toEqual(payload);
  });

  it('removes an item only after the server said ok', async () => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    const send = vi.fn(ok);
    const report = await outbox.flush(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ id: 'a-1', payload });
    expect(report.sent).toEqual(['a-1']);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps the item on a network failure and counts the attempt', async () => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    const report = await outbox.flush(async () => ({
      ok: false,
      kind: 'network',
      error: 'Failed to fetch',
    }));
    expect(report.retry).toEqual(['a-1']);
    const [item] = await outbox.list();
    expect(item).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Failed to fetch' });
  });

  it('keeps the item when the sender throws', async () => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    await outbox.flush(async () => {
      throw new TypeError('offline');
    });
    expect((await outbox.list())[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it.each([500, 503, 429, 408])('retries later after a %i', async (status) => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    await outbox.flush(async () => ({ ok: false, kind: 'rejected', status }));
    expect((await outbox.list())[0]).toMatchObject({ status: 'pending' });
  });

  it('marks a 4xx refusal with its reason and never drops it', async () => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    const report = await outbox.flush(async () => ({
      ok: false,
      kind: 'rejected',
      status: 400,
      error: 'Проверьте поля формы.',
      fields: { email: 'Неверный формат электронного адреса.' },
    }));
    expect(report.refused).toEqual(['a-1']);
    const [item] = await outbox.list();
    expect(item).toMatchObject({
      status: 'refused',
      refusal: {
        status: 400,
        error: 'Проверьте поля формы.',
        fields: { email: 'Неверный формат электронного адреса.' },
      },
    });
    // A later flush leaves refused items alone.
    const send = vi.fn(ok);
    await outbox.flush(send);
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.list()).toHaveLength(1);
  });

  it('sends once when two flushes run at once', async () => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    await outbox.enqueue('contact', payload, { id: 'a-2' });
    const send = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { ok: true as const };
    });
    const [first, second] = await Promise.all([outbox.flush(send), outbox.flush(send)]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(first).toBe(second);
    expect(await outbox.list()).toEqual([]);
  });

  it('sends once when two outboxes (page and worker) flush the same store at once', async () => {
    const store = createStore(`outbox-shared-${++dbCounter}`, 'items');
    const page = createOutbox(store);
    const worker = createOutbox(store);
    await page.enqueue('contact', payload, { id: 'shared' });
    const send = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { ok: true as const };
    });
    await Promise.all([page.flush(send), worker.flush(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('takes over an item whose sender died mid-send once the lease expires', async () => {
    let time = 1_000_000;
    const store = createStore(`outbox-lease-${++dbCounter}`, 'items');
    const box = createOutbox(store, () => time);
    await box.enqueue('contact', payload, { id: 'stuck' });
    // A sender that never answers (a worker killed mid-send).
    void box.flush(() => new Promise(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = createOutbox(store, () => time);
    await expectHeldThenSentOnce(other, () => (time += LEASE_MS + 1));
  });

  describe('a sender that is gone never holds an item back (a page reloaded mid-send)', () => {
    const hang: OutboxSender = () => new Promise(() => undefined);

    it('takes over at once the claim of a context the browser says is gone', async () => {
      const store = createStore(`outbox-owner-${++dbCounter}`, 'items');
      const dead = new Set<string>();
      const page = createOutbox(store, Date.now, liveness('page-1', dead));
      await page.enqueue('contact', payload, { id: 'cut' });
      void page.flush(hang);
      await vi.waitFor(async () => expect((await page.get('cut'))?.status).toBe('sending'));
      expect(await page.get('cut')).toMatchObject({ owner: 'page-1' });

      const next = createOutbox(store, Date.now, liveness('page-2', dead));
      // page-1 is alive and sending: hands off, until the page is reloaded (its lock gone).
      await expectHeldThenSentOnce(next, () => dead.add('page-1'));
      expect(await next.list()).toEqual([]);
    });

    it('when liveness cannot be told, the lease decides', async () => {
      let time = 5_000_000;
      const store = createStore(`outbox-unknown-${++dbCounter}`, 'items');
      const unknown: SenderLiveness = { owner: 'a', isAlive: async () => null };
      const first = createOutbox(store, () => time, unknown);
      await first.enqueue('contact', payload, { id: 'x' });
      void first.flush(hang);
      await vi.waitFor(async () => expect((await first.get('x'))?.status).toBe('sending'));
      const second = createOutbox(store, () => time, { ...unknown, owner: 'b' });
      await expectHeldThenSentOnce(second, () => (time += LEASE_MS + 1));
    });

    it('renews the lease while a slow send runs, so nobody sends it twice', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        let time = 9_000_000;
        const store = createStore(`outbox-renew-${++dbCounter}`, 'items');
        const slow = createOutbox(store, () => time);
        await slow.enqueue('contact', payload, { id: 'slow' });
        let finish: (outcome: { ok: true }) => void = () => undefined;
        const done = slow.flush(() => new Promise((resolve) => (finish = resolve)));
        await vi.waitFor(async () => expect((await slow.get('slow'))?.status).toBe('sending'));
        const other = createOutbox(store, () => time);
        const send = vi.fn(ok);
        for (let step = 0; step < 6; step += 1) {
          time += LEASE_MS / 3;
          vi.advanceTimersByTime(LEASE_MS / 3);
          await vi.waitFor(async () =>
            expect((await slow.get('slow'))?.leaseUntil).toBe(time + LEASE_MS),
          );
          await other.flush(send);
        }
        expect(send).not.toHaveBeenCalled();
        finish({ ok: true });
        await done;
        expect(await slow.list()).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('aborts a send that hangs and keeps the item to try again', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      try {
        await outbox.enqueue('contact', payload, { id: 'hung' });
        const hungSend: OutboxSender = (_item, context) =>
          new Promise((resolve) => {
            context.signal?.addEventListener('abort', () =>
              resolve({ ok: false, kind: 'network', error: 'aborted' }),
            );
          });
        const report = outbox.flush(hungSend);
        await vi.waitFor(async () => expect((await outbox.get('hung'))?.status).toBe('sending'));
        vi.advanceTimersByTime(SEND_TIMEOUT_MS.contact);
        expect(await report).toEqual({ sent: [], retry: ['hung'], refused: [] });
        expect(await outbox.get('hung')).toMatchObject({
          status: 'pending',
          attempts: 1,
          lastError: 'aborted',
        });
        expect((await outbox.get('hung'))?.claim).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('«Отправить сейчас» (sendNow)', () => {
    const alive: SenderLiveness = { owner: 'page', isAlive: async () => true };
    const start = 20_000_000;

    /** A page's outbox on a store of its own, with a clock the test moves. */
    function pageOutbox() {
      const clock = { time: start };
      const store = createStore(`outbox-send-now-${++dbCounter}`, 'items');
      return { clock, box: createOutbox(store, () => clock.time, alive) };
    }

    /** The signal the outbox gives a kept submission (always there when IndexedDB is). */
    function signalOf(kept: KeptSubmission): AbortSignal {
      if (!kept.signal) throw new Error('a kept submission without its signal');
      return kept.signal;
    }

    /** A form's direct send that hangs until it is aborted, then keeps its item waiting. */
    async function hungFormSend(box: Outbox, id: string) {
      const kept = await box.keep('contact', payload, { id });
      const settled = new Promise<void>((resolve) =>
        signalOf(kept).addEventListener('abort', () => void kept.settle('waiting').then(resolve)),
      );
      return { kept, settled };
    }

    it("gives up this page's form send hung past the quiet time, then sends its item once", async () => {
      const { clock, box } = pageOutbox();
      const { kept, settled } = await hungFormSend(box, 'form-1');
      clock.time += HUNG_AFTER_MS;
      const send = vi.fn(ok);
      const report = await box.sendNow(send);
      expect(signalOf(kept).aborted).toBe(true);
      await settled;
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0]![0]).toMatchObject({ id: 'form-1', payload });
      expect(report).toEqual({ sent: ['form-1'], retry: [], refused: [] });
      expect(await box.list()).toEqual([]);
    });

    it('leaves a send in its first quiet seconds alone: it is still the form’s to finish', async () => {
      const { clock, box } = pageOutbox();
      const { kept } = await hungFormSend(box, 'form-2');
      clock.time += HUNG_AFTER_MS - 1;
      const send = vi.fn(ok);
      expect(await box.sendNow(send)).toEqual({ sent: [], retry: [], refused: [] });
      expect(signalOf(kept).aborted).toBe(false);
      expect(send).not.toHaveBeenCalled();
      expect(await box.get('form-2')).toMatchObject({ status: 'sending' });
      await kept.settle('delivered');
      expect(await box.list()).toEqual([]);
    });

    it('gives up a hung flush of its own and sends the item again, once', async () => {
      const { clock, box } = pageOutbox();
      await box.enqueue('contact', payload, { id: 'queued' });
      const hanging = box.flush(
        (_item, context) =>
          new Promise((resolve) =>
            context.signal?.addEventListener('abort', () =>
              resolve({ ok: false, kind: 'network', error: 'aborted' }),
            ),
          ),
      );
      await vi.waitFor(async () => expect((await box.get('queued'))?.status).toBe('sending'));
      clock.time += HUNG_AFTER_MS;
      const send = vi.fn(ok);
      const report = await box.sendNow(send);
      expect(await hanging).toEqual({ sent: [], retry: ['queued'], refused: [] });
      expect(send).toHaveBeenCalledTimes(1);
      expect(report).toEqual({ sent: ['queued'], retry: [], refused: [] });
      expect(await box.list()).toEqual([]);
    });

    it('waits at most SEND_NOW_WAIT_MS for a send that ignores the signal, and sends the rest', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { clock, box } = pageOutbox();
        // An upload that does not stop when aborted: its page still holds the item.
        const stubborn = await box.keep('application', payload, { id: 'stubborn' });
        await box.enqueue('contact', payload, { id: 'waiting' });
        clock.time += HUNG_AFTER_MS;
        const send = vi.fn(ok);
        let report: Awaited<ReturnType<Outbox['sendNow']>> | undefined;
        const pressed = box.sendNow(send).then((done) => (report = done));
        await vi.advanceTimersByTimeAsync(SEND_NOW_WAIT_MS - 1);
        expect(report).toBeUndefined();
        expect(send).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        await pressed;
        expect(signalOf(stubborn).aborted).toBe(true);
        expect(send.mock.calls.map(([item]) => item.id)).toEqual(['waiting']);
        expect(report).toEqual({ sent: ['waiting'], retry: [], refused: [] });
        expect(await box.get('stubborn')).toMatchObject({ status: 'sending' });
        await stubborn.settle('delivered');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('a change to an item another sender has delivered writes nothing (no stray record)', async () => {
    const store = createStore(`outbox-gone-${++dbCounter}`, 'items');
    const box = createOutbox(store);
    await box.enqueue('contact', payload, { id: 'gone' });
    await del('gone', store); // delivered and deleted by the service worker meanwhile
    await box.patch('gone', { upload: { appId: 'a', diskPath: 'p' } });
    await box.retry('gone');
    expect(await entries(store)).toEqual([]);
  });

  it('a stray record left by an older release is removed and never breaks a flush', async () => {
    const store = createStore(`outbox-stray-${++dbCounter}`, 'items');
    const box = createOutbox(store);
    await set('stray', undefined, store);
    await set('junk', { not: 'an item' }, store);
    await box.enqueue('contact', payload, { id: 'real' });
    const report = await box.flush(ok);
    expect(report.sent).toEqual(['real']);
    expect(await box.list()).toEqual([]);
    expect(await entries(store)).toEqual([]);
  });

  it('puts a refused item back in the queue on retry, and deletes on demand', async () => {
    await outbox.enqueue('contact', payload, { id: 'a-1' });
    await outbox.flush(async () => ({ ok: false, kind: 'rejected', status: 422 }));
    await outbox.retry('a-1');
    expect((await outbox.list())[0]).toMatchObject({ status: 'pending' });
    await outbox.remove('a-1');
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a file as bytes with its name and type', async () => {
    const data = new TextEncoder().encode('%PDF-1.4 test').buffer;
    await outbox.enqueue('contact', payload, {
      id: 'f-1',
      file: { name: 'cv.pdf', type: 'application/pdf', data },
    });
    const item = await outbox.get('f-1');
    expect(item?.file?.name).toBe('cv.pdf');
    expect(new TextDecoder().decode(item!.file!.data)).toBe('%PDF-1.4 test');
  });
});
