import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type Outbox, type OutboxSender } from '../../../src/offline/outbox';

let dbCounter = 0;
let outbox: Outbox;
beforeEach(() => {
  outbox = createOutbox(createStore(`outbox-test-${++dbCounter}`, 'items'));
});

const payload = { name: 'Иван', email: 'ivan@example.ru', message: 'Нужна смета' };
const ok: OutboxSender = async () => ({ ok: true });

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
    const send = vi.fn(ok);
    await other.flush(send);
    expect(send).not.toHaveBeenCalled();
    time += 61_000;
    await other.flush(send);
    expect(send).toHaveBeenCalledTimes(1);
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
