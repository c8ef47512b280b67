import { describe, expect, it, vi } from 'vitest';
import { createGroupCommit } from '../../../server/modules/forms/group-commit';

describe('group commit', () => {
  it('commits writes arriving together in one batch and answers each with its own result', async () => {
    const commit = vi.fn(async (items: readonly number[]) => items.map((n) => n * 10));
    const save = createGroupCommit(commit);
    const results = await Promise.all([save(1), save(2), save(3)]);
    expect(results).toEqual([10, 20, 30]);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('splits a large burst into batches of at most the given size', async () => {
    const commit = vi.fn(async (items: readonly number[]) => items.map(String));
    const save = createGroupCommit(commit, { maxBatch: 2 });
    await Promise.all([save(1), save(2), save(3), save(4), save(5)]);
    expect(commit.mock.calls.map(([items]) => items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every write of a batch whose commit failed, and goes on with the next', async () => {
    let fail = true;
    const save = createGroupCommit(async (items: readonly number[]) => {
      if (fail) throw new Error('disk full');
      return [...items];
    });
    const failed = await Promise.allSettled([save(1), save(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(save(3)).resolves.toBe(3);
  });

  it('refuses only the failing write of a batch: the others are committed alone', async () => {
    const commit = vi.fn(async (items: readonly number[]) => {
      if (items.includes(2)) throw new Error('constraint failed');
      return items.map((n) => n * 10);
    });
    const save = createGroupCommit(commit);
    const settled = await Promise.allSettled([save(1), save(2), save(3)]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('constraint failed') },
      { status: 'fulfilled', value: 30 },
    ]);
    expect(commit.mock.calls.map(([items]) => items)).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('refuses a whole batch at once when the error would fail each write alone too', async () => {
    const commit = vi.fn(async (_items: readonly number[]): Promise<number[]> => {
      throw new Error('connection refused');
    });
    const save = createGroupCommit(commit, { retryAlone: () => false });
    const settled = await Promise.allSettled([save(1), save(2), save(3)]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(commit.mock.calls.map(([items]) => items)).toEqual([[1, 2, 3]]);
  });

  it('gathers the writes that arrive while a batch commits into the next batch', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const commit = vi.fn(async (items: readonly number[]) => {
      if (items[0] === 1) await gate;
      return [...items];
    });
    const save = createGroupCommit(commit);
    const first = save(1);
    await vi.waitFor(() => expect(commit).toHaveBeenCalledTimes(1));
    const later = [save(2), save(3), save(4)];
    release();
    await expect(Promise.all([first, ...later])).resolves.toEqual([1, 2, 3, 4]);
    expect(commit.mock.calls.map(([items]) => items)).toEqual([[1], [2, 3, 4]]);
  });
});
