import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SAVED_ESTIMATES_MAX,
  addSavedEstimate,
  formatSavedAt,
  removeSavedEstimate,
  sanitizeSavedEstimates,
  type SavedEstimate,
} from '../../../src/domain/estimates/saved-list';
import {
  clearSavedEstimates,
  deleteSavedEstimate,
  loadSavedEstimates,
  saveEstimate,
} from '../../../src/offline/saved-estimates';

const entry = (
  n: number,
  link = `/services/electrical/power-upgrade?q=${n % 3}-----`,
): SavedEstimate => ({
  id: `id-${n}`,
  kind: link.includes('/indoor?') ? 'indoor' : 'power-upgrade',
  link,
  savedAt: 1_700_000_000_000 + n * 1000,
});

describe('the saved list (pure)', () => {
  it('keeps the newest first and at most 20', () => {
    let list: SavedEstimate[] = [];
    for (let n = 1; n <= 25; n += 1) {
      list = addSavedEstimate(list, entry(n, `/services/electrical/indoor?open=${n}`));
    }
    expect(list).toHaveLength(SAVED_ESTIMATES_MAX);
    expect(list[0]?.id).toBe('id-25');
    expect(list.at(-1)?.id).toBe('id-6');
  });

  it('never repeats an estimate: the same link moves to the top with the new time', () => {
    let list = addSavedEstimate([], entry(1, '/services/electrical/indoor?open=1'));
    list = addSavedEstimate(list, entry(2, '/services/electrical/indoor?open=2'));
    list = addSavedEstimate(list, entry(3, '/services/electrical/indoor?open=1'));
    expect(list.map((item) => item.id)).toEqual(['id-1', 'id-2']);
    expect(list[0]?.savedAt).toBe(entry(3).savedAt);
  });

  it('removes one', () => {
    const list = [entry(2), entry(1)];
    expect(removeSavedEstimate(list, 'id-2')).toEqual([entry(1)]);
    expect(removeSavedEstimate(list, 'nope')).toEqual(list);
  });

  it.each<[string, unknown, string[]]>([
    ['not an array', { a: 1 }, []],
    ['null', null, []],
    [
      'bad entries dropped',
      [
        entry(1),
        { ...entry(2), kind: 'sauna' },
        { ...entry(3), link: 'https://evil.example/?q=1' },
        { ...entry(4), link: '/services/electrical/indoor?open=1' },
        { ...entry(5), savedAt: Number.NaN },
        { ...entry(6), id: '' },
        { ...entry(7), id: 'x'.repeat(100) },
        'text',
        [entry(8)],
        { ...entry(1), link: '/services/electrical/power-upgrade?q=2' },
        entry(9),
      ],
      ['id-9', 'id-1'],
    ],
  ])('sanitises a stored list: %s', (_name, stored, ids) => {
    expect(sanitizeSavedEstimates(stored).map((item) => item.id)).toEqual(ids);
  });

  it('formats the date in Russian', () => {
    expect(formatSavedAt(Date.UTC(2026, 10, 25, 9, 5), 'Europe/Moscow')).toBe(
      '25 ноября 2026 г. в 12:05',
    );
  });
});

describe('the saved list on the device (fake IndexedDB)', () => {
  afterEach(async () => {
    await clearSavedEstimates();
  });

  it('saves, lists newest first, keeps 20 and deletes', async () => {
    for (let n = 1; n <= 22; n += 1) {
      await saveEstimate(entry(n, `/services/electrical/indoor?open=${n}`));
    }
    const list = await loadSavedEstimates();
    expect(list).toHaveLength(20);
    expect(list[0]?.link).toBe('/services/electrical/indoor?open=22');
    const after = await deleteSavedEstimate('id-22');
    expect(after).toHaveLength(19);
    expect((await loadSavedEstimates())[0]?.id).toBe('id-21');
  });

  it('is empty, never rejecting, when nothing is stored', async () => {
    await expect(loadSavedEstimates()).resolves.toEqual([]);
  });

  it('without IndexedDB the list is empty and nothing rejects', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', undefined);
    try {
      const fresh = await import('../../../src/offline/saved-estimates');
      await expect(fresh.loadSavedEstimates()).resolves.toEqual([]);
      await expect(fresh.saveEstimate(entry(1))).resolves.toEqual([]);
      await expect(fresh.deleteSavedEstimate('id-1')).resolves.toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
