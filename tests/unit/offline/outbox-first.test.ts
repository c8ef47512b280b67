import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  DIRECT_QUIET_MS,
  LEASE_MS,
  type DirectSendEnd,
  type OutboxItem,
  type SenderLiveness,
} from '../../../src/offline/outbox';
import { directSendEnd, keepFirst, settleKept } from '../../../src/offline/outbox-first';
import { expectHeldThenSentOnce, liveness, ok, payload } from './outbox-support';

/**
 * Outbox first (issue 16): a submission is on the device before its first byte is sent, claimed
 * by the page sending it directly, so a page closed or reloaded mid-send loses nothing.
 */
let dbCounter = 0;
const newStore = () => createStore(`outbox-first-${++dbCounter}`, 'items');

describe('keeping a submission first', () => {
  it('holds it on the device, claimed by the page that sends it, before the send', async () => {
    const time = 1_000_000;
    const page = createOutbox(newStore(), () => time, liveness('page-1', new Set()));
    const kept = await page.keep('contact', payload, { id: 'r-1' });
    expect(kept.id).toBe('r-1');
    expect(await page.get('r-1')).toMatchObject({
      id: 'r-1',
      kind: 'contact',
      payload,
      status: 'sending',
      attempts: 0,
      owner: 'page-1',
      leaseUntil: time + LEASE_MS,
      directUntil: time + DIRECT_QUIET_MS,
    });
    await kept.settle('delivered');
  });

  it.each<[DirectSendEnd, Partial<OutboxItem> | null]>([
    ['delivered', null],
    ['refused', null],
    ['waiting', { status: 'pending', attempts: 1, claim: undefined, owner: undefined }],
  ])('after the direct send ends %s, the device holds %o', async (end, expected) => {
    const page = createOutbox(newStore(), Date.now, liveness('page-1', new Set()));
    const kept = await page.keep('contact', payload, { id: 'r-1' });
    await kept.settle(end);
    const left = await page.get('r-1');
    if (expected === null) expect(left).toBeUndefined();
    else expect(left).toMatchObject({ ...expected, directUntil: undefined });
  });

  it('keeps the same id once: a second keep neither duplicates nor overwrites', async () => {
    const page = createOutbox(newStore(), Date.now, liveness('page-1', new Set()));
    const first = await page.keep('contact', payload, { id: 'same' });
    await page.keep('contact', { ...payload, name: 'Другой' }, { id: 'same' });
    const items = await page.list();
    expect(items).toHaveLength(1);
    expect(items[0]!.payload).toEqual(payload);
    await first.settle('delivered');
  });

  it('records an uploaded resume on the kept application, and keeps it when it waits', async () => {
    const page = createOutbox(newStore(), Date.now, liveness('page-1', new Set()));
    const file = { name: 'Резюме.pdf', type: 'application/pdf', data: new ArrayBuffer(4) };
    const kept = await page.keep('application', payload, { id: 'a-1', file });
    await kept.patch({ upload: { appId: 'app-1', diskPath: 'resumes/app-1' } });
    await kept.settle('waiting');
    expect(await page.get('a-1')).toMatchObject({
      status: 'pending',
      upload: { appId: 'app-1', diskPath: 'resumes/app-1' },
      file: { name: 'Резюме.pdf' },
    });
  });
});

describe('who sends a kept submission', () => {
  it('nobody else while its page lives and sends it; another page at once when it is gone', async () => {
    const store = newStore();
    const dead = new Set<string>();
    const page = createOutbox(store, Date.now, liveness('page-1', dead));
    await page.keep('contact', payload, { id: 'cut' });
    const next = createOutbox(store, Date.now, liveness('page-2', dead));
    const send = vi.fn(ok);
    // The sending page's own retry loop, and another tab, leave it to the direct send.
    await page.flush(send);
    await next.flush(send);
    expect(send).not.toHaveBeenCalled();
    dead.add('page-1'); // closed or reloaded mid-send: its Web Lock is gone.
    expect(await next.flush(send)).toEqual({ sent: ['cut'], retry: [], refused: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await next.list()).toEqual([]);
  });

  it('where liveness cannot be told, once its lease is over', async () => {
    let time = 5_000_000;
    const store = newStore();
    const page = createOutbox(store, () => time, liveness('page-1', new Set(), true));
    await page.keep('contact', payload, { id: 'x' });
    const next = createOutbox(store, () => time, liveness('page-2', new Set(), true));
    await expectHeldThenSentOnce(next, () => (time += LEASE_MS + 1));
  });

  it('the page renews its claim while the direct send runs, and stops once it settles', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let time = 9_000_000;
      const store = newStore();
      const page = createOutbox(store, () => time, liveness('page-1', new Set(), true));
      const kept = await page.keep('contact', payload, { id: 'slow' });
      const next = createOutbox(store, () => time, liveness('page-2', new Set(), true));
      const send = vi.fn(ok);
      for (let step = 0; step < 6; step += 1) {
        time += LEASE_MS / 3;
        vi.advanceTimersByTime(LEASE_MS / 3);
        await vi.waitFor(async () =>
          expect((await page.get('slow'))?.leaseUntil).toBe(time + LEASE_MS),
        );
        await next.flush(send);
      }
      expect(send).not.toHaveBeenCalled();
      await kept.settle('waiting');
      expect(vi.getTimerCount()).toBe(0);
      await next.flush(send);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a late answer to a page whose item was taken over changes nothing it should not', async () => {
    const store = newStore();
    const dead = new Set<string>();
    const page = createOutbox(store, Date.now, liveness('page-1', dead));
    const kept = await page.keep('contact', payload, { id: 'late' });
    dead.add('page-1');
    const next = createOutbox(store, Date.now, liveness('page-2', dead));
    let finish: (outcome: { ok: true }) => void = () => undefined;
    const taking = next.flush(() => new Promise((resolve) => (finish = resolve)));
    await vi.waitFor(async () => expect((await next.get('late'))?.owner).toBe('page-2'));
    // The first page's send failed late: the item stays with the sender that holds it now.
    await kept.settle('waiting');
    expect(await next.get('late')).toMatchObject({ status: 'sending', owner: 'page-2' });
    finish({ ok: true });
    expect((await taking).sent).toEqual(['late']);
  });
});

describe('the visible queue', () => {
  const at = 7_000_000;
  it.each<[string, Partial<OutboxItem>, boolean]>([
    ['sent directly by this page, in its quiet first seconds', { owner: 'me' }, false],
    ['sent directly by another live tab, in its quiet first seconds', { owner: 'tab' }, false],
    ['sent directly, its quiet seconds over', { owner: 'me', directUntil: at }, true],
    ['sent directly by a page that is gone', { owner: 'gone' }, true],
    ['sent directly by a page whose liveness is unknown', { owner: 'unknown' }, true],
    ['sent by a flush (not a direct send)', { owner: 'me', directUntil: undefined }, true],
    ['waiting', { status: 'pending', owner: undefined }, true],
    ['refused', { status: 'refused', owner: undefined }, true],
  ])('an item %s is shown: %s', async (_case, change, shown) => {
    const store = newStore();
    const me: SenderLiveness = {
      owner: 'me',
      isAlive: async (other) => (other === 'unknown' ? null : other !== 'gone'),
    };
    const page = createOutbox(store, () => at, me);
    await page.enqueue('contact', payload, { id: 'i' });
    const item: OutboxItem = {
      ...(await page.get('i'))!,
      status: 'sending',
      claim: 'c',
      leaseUntil: at + LEASE_MS,
      directUntil: at + DIRECT_QUIET_MS,
      ...change,
    };
    await set('i', item, store);
    const { items, recheckInMs } = await page.visible();
    expect(items.map((i) => i.id)).toEqual(shown ? ['i'] : []);
    expect(recheckInMs).toBe(shown ? undefined : DIRECT_QUIET_MS);
  });
});

describe('the forms’ side', () => {
  it.each([
    [{ ok: true } as const, 'delivered'],
    [{ ok: false, kind: 'network' } as const, 'waiting'],
    [{ ok: false, kind: 'rejected', status: 503 } as const, 'waiting'],
    [{ ok: false, kind: 'rejected', status: 429 } as const, 'waiting'],
    [{ ok: false, kind: 'rejected', status: 408 } as const, 'waiting'],
    [{ ok: false, kind: 'rejected', status: 400 } as const, 'refused'],
    [{ ok: false, kind: 'rejected', status: 413 } as const, 'refused'],
  ])('a direct send answered %o leaves its kept item %s', (result, end) => {
    expect(directSendEnd(result)).toBe(end);
  });

  it('sends without keeping where the device cannot store, and a failed settle is harmless', async () => {
    expect(await keepFirst(() => Promise.reject(new Error('IndexedDB is not available')))).toBe(
      null,
    );
    const settle = vi.fn(() => Promise.reject(new Error('QuotaExceededError')));
    await expect(
      settleKept({ id: 'x', patch: async () => undefined, settle }, 'delivered'),
    ).resolves.toBeUndefined();
    expect(settle).toHaveBeenCalledWith('delivered');
    await expect(settleKept(null, 'waiting')).resolves.toBeUndefined();
  });
});
