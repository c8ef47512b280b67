import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../../src/offline/outbox';

type Visible = { items: OutboxItem[]; recheckInMs?: number };
const visible = vi.fn<() => Promise<Visible>>();
const loadOutbox = vi.fn(async () => ({ outbox: { visible } }));
vi.mock('../../../src/offline/load-outbox', () => ({ loadOutbox: () => loadOutbox() }));

const { OUTBOX_READ_RETRY_MS, useOutboxItems } =
  await import('../../../src/features/outbox/use-outbox');

const item: OutboxItem = {
  id: 'r-1',
  kind: 'contact',
  payload: { name: 'Иван' },
  createdAt: '2026-11-25T10:00:00.000Z',
  attempts: 1,
  status: 'pending',
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A waiting item must never drop out of the visible queue (issue 16). */
describe('useOutboxItems', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    visible.mockReset();
    loadOutbox.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the latest read even when an older one finishes after it', async () => {
    const older = deferred<Visible>();
    visible.mockReturnValueOnce(older.promise).mockResolvedValueOnce({ items: [item] });
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => result.current.reload());
    expect(result.current.items).toEqual([item]);
    await act(async () => older.resolve({ items: [] }));
    expect(result.current.items).toEqual([item]);
  });

  it('keeps what it shows when a read fails, and reads again', async () => {
    visible.mockResolvedValueOnce({ items: [item] }).mockRejectedValueOnce(new Error('busy'));
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => undefined);
    expect(result.current.items).toEqual([item]);
    await act(async () => result.current.reload());
    expect(result.current.items).toEqual([item]);
    visible.mockResolvedValueOnce({ items: [item, { ...item, id: 'r-2' }] });
    await act(async () => vi.advanceTimersByTimeAsync(OUTBOX_READ_RETRY_MS));
    expect(result.current.items.map((i) => i.id)).toEqual(['r-1', 'r-2']);
  });

  it('reads again when the connection comes back', async () => {
    visible.mockRejectedValueOnce(new Error('no code')).mockResolvedValueOnce({ items: [item] });
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => undefined);
    expect(result.current.items).toEqual([]);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(result.current.items).toEqual([item]);
  });

  it('reads again when a direct send kept quiet is due to be shown (outbox first)', async () => {
    visible
      .mockResolvedValueOnce({ items: [], recheckInMs: 3_000 })
      .mockResolvedValueOnce({ items: [{ ...item, status: 'sending' }] });
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => undefined);
    expect(result.current.items).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(2_999));
    expect(result.current.items).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(result.current.items.map((i) => i.status)).toEqual(['sending']);
  });
});
