import { describe, expect, it } from 'vitest';
import {
  FONT_FAMILY,
  GOLOS_TEXT_FACES,
  loadWebFonts,
  SUBSET_RANGES,
  subsetsFor,
  unicodeRangePattern,
  type WebFontFace,
} from '../../../src/app/web-fonts';

/** A stand-in for the browser's FontFace: records what it was made with and how it loads. */
class FakeFontFace {
  static failing = new Set<string>();
  static made: FakeFontFace[] = [];
  loadCalls = 0;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load(): Promise<this> {
    this.loadCalls += 1;
    const failing = [...FakeFontFace.failing].some((url) => this.source.includes(url));
    return failing ? Promise.reject(new Error('network')) : Promise.resolve(this);
  }
}

function setUp(failing: string[] = []) {
  FakeFontFace.failing = new Set(failing);
  FakeFontFace.made = [];
  const added: FakeFontFace[] = [];
  const addedWhenAllLoaded: boolean[] = [];
  const fonts = {
    add(face: FontFace) {
      const fake = face as unknown as FakeFontFace;
      added.push(fake);
      addedWhenAllLoaded.push(
        FakeFontFace.made.every((f) => f.loadCalls > 0 || f.source.includes('-ext-')),
      );
    },
  };
  const FontFaceImpl = FakeFontFace as unknown as typeof FontFace;
  return { fonts, added, addedWhenAllLoaded, FontFaceImpl };
}

const FACES: WebFontFace[] = [
  { subset: 'cyrillic-ext', weight: 400, url: '/assets/golos-cyrillic-ext-400.woff2' },
  { subset: 'cyrillic', weight: 400, url: '/assets/golos-cyrillic-400.woff2' },
  { subset: 'latin', weight: 400, url: '/assets/golos-latin-400.woff2' },
  { subset: 'cyrillic', weight: 600, url: '/assets/golos-cyrillic-600.woff2' },
];

describe('the web fonts', () => {
  it('cover four weights in four subsets, each with its own file', () => {
    expect(GOLOS_TEXT_FACES).toHaveLength(16);
    expect(new Set(GOLOS_TEXT_FACES.map((face) => face.url)).size).toBe(16);
    expect(new Set(GOLOS_TEXT_FACES.map((face) => face.weight))).toEqual(
      new Set([400, 500, 600, 700]),
    );
  });

  it('fetch the Cyrillic and Latin faces first and add every face together, in one step', async () => {
    const { fonts, added, addedWhenAllLoaded, FontFaceImpl } = setUp();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = FakeFontFace.prototype.load;
    FakeFontFace.prototype.load = async function (this: FakeFontFace) {
      this.loadCalls += 1;
      await gate;
      return this;
    };
    try {
      const loading = loadWebFonts({ faces: FACES, fonts, FontFaceImpl });
      await Promise.resolve();
      expect(added).toEqual([]);
      release();
      await loading;
    } finally {
      FakeFontFace.prototype.load = original;
    }
    expect(added.map((face) => face.source)).toEqual(
      FACES.map((face) => `url(${face.url}) format('woff2')`),
    );
    expect(addedWhenAllLoaded.every(Boolean)).toBe(true);
    const ext = added.find((face) => face.source.includes('-ext-'));
    expect(ext?.loadCalls).toBe(0);
  });

  it.each([
    ['Электромонтаж под ключ, 2025', ['cyrillic', 'latin']],
    ['Итого: 12 500 ₽', ['cyrillic', 'latin', 'latin-ext']],
    ['Ѣ — старая буква', ['cyrillic', 'latin', 'cyrillic-ext']],
    ['', ['cyrillic', 'latin']],
  ])('a page reading %j needs the subsets %j', (text, subsets) => {
    expect(subsetsFor(text)).toEqual(subsets);
  });

  it('read a CSS unicode range as a character class', () => {
    const pattern = unicodeRangePattern('U+0400-045F, U+2116');
    expect(pattern.test('Ж')).toBe(true);
    expect(pattern.test('№')).toBe(true);
    expect(pattern.test('Z')).toBe(false);
  });

  it('fetch an -ext face first when the page has a character in its range', async () => {
    const { fonts, FontFaceImpl } = setUp();
    const faces: WebFontFace[] = [
      ...FACES,
      { subset: 'latin-ext', weight: 400, url: '/assets/golos-latin-ext-400.woff2' },
    ];
    await loadWebFonts({ faces, fonts, FontFaceImpl, text: 'Цена: 100 ₽' });
    const latinExt = FakeFontFace.made.find((face) => face.source.includes('latin-ext'));
    const cyrillicExt = FakeFontFace.made.find((face) => face.source.includes('cyrillic-ext'));
    expect(latinExt?.loadCalls).toBe(1);
    expect(cyrillicExt?.loadCalls).toBe(0);
  });

  it('name the family, weight and unicode range of each face', async () => {
    const { fonts, added, FontFaceImpl } = setUp();
    await loadWebFonts({ faces: FACES, fonts, FontFaceImpl });
    const [first] = added;
    expect(first?.family).toBe(FONT_FAMILY);
    expect(first?.descriptors).toMatchObject({
      weight: '400',
      style: 'normal',
      display: 'swap',
      unicodeRange: SUBSET_RANGES['cyrillic-ext'],
    });
  });

  it('leave out a face whose file failed, so its text stays in the fallback', async () => {
    const { fonts, added, FontFaceImpl } = setUp(['golos-latin-400']);
    const result = await loadWebFonts({ faces: FACES, fonts, FontFaceImpl });
    expect(added.map((face) => face.source).join()).not.toContain('golos-latin-400');
    expect(added).toHaveLength(3);
    expect(result).toHaveLength(3);
  });

  it('do nothing where the browser has no font loading API', async () => {
    const { fonts, added } = setUp();
    const result = await loadWebFonts({
      faces: FACES,
      fonts,
      FontFaceImpl: undefined as unknown as typeof FontFace,
    });
    // jsdom has no FontFace either, so the default is the same as passing none.
    expect(typeof globalThis.FontFace).toBe('undefined');
    expect(result).toEqual([]);
    expect(added).toEqual([]);
  });
});
