import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../../src/offline/outbox';

const list = vi.fn<() => Promise<OutboxItem[]>>();
const loadOutbox = vi.fn(async () => ({ outbox: { list } }));
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
    list.mockReset();
    loadOutbox.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the latest read even when an older one finishes after it', async () => {
    const older = deferred<OutboxItem[]>();
    list.mockReturnValueOnce(older.promise).mockResolvedValueOnce([item]);
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => result.current.reload());
    expect(result.current.items).toEqual([item]);
    await act(async () => older.resolve([]));
    expect(result.current.items).toEqual([item]);
  });

  it('keeps what it shows when a read fails, and reads again', async () => {
    list.mockResolvedValueOnce([item]).mockRejectedValueOnce(new Error('busy'));
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => undefined);
    expect(result.current.items).toEqual([item]);
    await act(async () => result.current.reload());
    expect(result.current.items).toEqual([item]);
    list.mockResolvedValueOnce([item, { ...item, id: 'r-2' }]);
    await act(async () => vi.advanceTimersByTimeAsync(OUTBOX_READ_RETRY_MS));
    expect(result.current.items.map((i) => i.id)).toEqual(['r-1', 'r-2']);
  });

  it('reads again when the connection comes back', async () => {
    list.mockRejectedValueOnce(new Error('no code')).mockResolvedValueOnce([item]);
    const { result } = renderHook(() => useOutboxItems());
    await act(async () => undefined);
    expect(result.current.items).toEqual([]);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(result.current.items).toEqual([item]);
  });
});
