import { describe, expect, it } from 'vitest';
import { OVERLAY_CATEGORIES } from '../../../src/content/services-overlay';
import { readOverlayTrigger } from '../../../src/features/services-overlay/overlay-trigger';

describe('services overlay content', () => {
  it('has the five categories in the spec order', () => {
    expect(OVERLAY_CATEGORIES.map((category) => category.title)).toEqual([
      'Электромонтаж',
      'Слаботочные системы',
      'Климат-системы',
      'Проектирование',
      'Общестрой',
    ]);
  });

  it.each(OVERLAY_CATEGORIES.map((category) => [category.title, category] as const))(
    '%s has eight lines, each linking into its own section page',
    (_title, category) => {
      expect(category.lines).toHaveLength(8);
      for (const line of category.lines) {
        expect(line.href.startsWith(category.href)).toBe(true);
        expect(line.title.trim()).not.toBe('');
      }
    },
  );

  it('links the first three electrical lines to the calculators and the rest to anchors', () => {
    expect(OVERLAY_CATEGORIES[0]!.lines.map((line) => line.href)).toEqual([
      '/services/electrical/power-connection',
      '/services/electrical/power-upgrade',
      '/services/electrical/indoor',
      '/services/electrical#outdoor',
      '/services/electrical#switchgear',
      '/services/electrical#earthing',
      '/services/electrical#automation',
      '/services/electrical#backup',
    ]);
  });

  it('links the low-current lines to the eight anchors of the section page', () => {
    expect(OVERLAY_CATEGORIES[1]!.lines.map((line) => line.href.split('#')[1])).toEqual([
      'sks',
      'cctv',
      'ops',
      'skud',
      'intercom',
      'server',
      'lan',
      'pa',
    ]);
  });
});

describe('readOverlayTrigger', () => {
  it.each([
    ['', '', false, '', ''],
    ['?open=services', '', true, '', ''],
    ['?open=login', '', false, '?open=login', ''],
    ['?utm=mail&open=services', '', true, '?utm=mail', ''],
    ['', '#open-services', true, '', ''],
    ['', '#contact', false, '', '#contact'],
    ['', '#contact&open-services', true, '', '#contact'],
    ['?open=services', '#open-services', true, '', ''],
  ])('search %j hash %j -> open %s, left %j %j', (search, hash, open, leftSearch, leftHash) => {
    expect(readOverlayTrigger(search, hash)).toEqual({ open, search: leftSearch, hash: leftHash });
  });
});
