/**
 * Golos Text, the site's typeface (self-hosted files of @fontsource/golos-text), loaded once the
 * prerendered page has painted: text paints at once in 'Golos Text Fallback' (Arial sized like
 * Golos Text, styles/font-fallback.css) and changes to Golos Text in one step when the files are in.
 *
 * Loaded through the CSS Font Loading API rather than a stylesheet: a stylesheet's faces swap in
 * one by one as their files arrive, and every swap lays the whole page out again; here the faces
 * every page uses (Cyrillic and Latin, four weights) are fetched first and added together, so the
 * page is laid out once more, not eight times. The rarer -ext subsets are added unloaded and fetched
 * only if a page has a character in their range. Offline, the files come from the precache.
 */
import cyrillicExt400 from '@fontsource/golos-text/files/golos-text-cyrillic-ext-400-normal.woff2?url';
import cyrillic400 from '@fontsource/golos-text/files/golos-text-cyrillic-400-normal.woff2?url';
import latinExt400 from '@fontsource/golos-text/files/golos-text-latin-ext-400-normal.woff2?url';
import latin400 from '@fontsource/golos-text/files/golos-text-latin-400-normal.woff2?url';
import cyrillicExt500 from '@fontsource/golos-text/files/golos-text-cyrillic-ext-500-normal.woff2?url';
import cyrillic500 from '@fontsource/golos-text/files/golos-text-cyrillic-500-normal.woff2?url';
import latinExt500 from '@fontsource/golos-text/files/golos-text-latin-ext-500-normal.woff2?url';
import latin500 from '@fontsource/golos-text/files/golos-text-latin-500-normal.woff2?url';
import cyrillicExt600 from '@fontsource/golos-text/files/golos-text-cyrillic-ext-600-normal.woff2?url';
import cyrillic600 from '@fontsource/golos-text/files/golos-text-cyrillic-600-normal.woff2?url';
import latinExt600 from '@fontsource/golos-text/files/golos-text-latin-ext-600-normal.woff2?url';
import latin600 from '@fontsource/golos-text/files/golos-text-latin-600-normal.woff2?url';
import cyrillicExt700 from '@fontsource/golos-text/files/golos-text-cyrillic-ext-700-normal.woff2?url';
import cyrillic700 from '@fontsource/golos-text/files/golos-text-cyrillic-700-normal.woff2?url';
import latinExt700 from '@fontsource/golos-text/files/golos-text-latin-ext-700-normal.woff2?url';
import latin700 from '@fontsource/golos-text/files/golos-text-latin-700-normal.woff2?url';

export type FontSubset = 'cyrillic-ext' | 'cyrillic' | 'latin-ext' | 'latin';

export interface WebFontFace {
  subset: FontSubset;
  weight: number;
  url: string;
}

export const FONT_FAMILY = 'Golos Text';

/** The unicode ranges of each subset, as @fontsource/golos-text declares them. */
export const SUBSET_RANGES: Record<FontSubset, string> = {
  'cyrillic-ext': 'U+0460-052F, U+1C80-1C8A, U+20B4, U+2DE0-2DFF, U+A640-A69F, U+FE2E-FE2F',
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/** Subsets every page needs: Russian text, digits, spaces and punctuation. */
export const PRIMARY_SUBSETS: readonly FontSubset[] = ['cyrillic', 'latin'];

/** A character class matching a CSS unicode-range ('U+0400-045F, U+2116'). */
export function unicodeRangePattern(range: string): RegExp {
  const parts = range.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const escape = (hex: string) => `\\u{${hex}}`;
    return to ? `${escape(from)}-${escape(to)}` : escape(from);
  });
  return new RegExp(`[${parts.join('')}]`, 'u');
}

/**
 * The subsets `text` needs: the primary ones, and an -ext one only when the text has a character
 * in its range (the rouble sign ₽ is in latin-ext).
 */
export function subsetsFor(text: string): FontSubset[] {
  const extra = (['cyrillic-ext', 'latin-ext'] as const).filter((subset) =>
    unicodeRangePattern(SUBSET_RANGES[subset]).test(text),
  );
  return [...PRIMARY_SUBSETS, ...extra];
}

export const GOLOS_TEXT_FACES: readonly WebFontFace[] = [
  { subset: 'cyrillic-ext', weight: 400, url: cyrillicExt400 },
  { subset: 'cyrillic', weight: 400, url: cyrillic400 },
  { subset: 'latin-ext', weight: 400, url: latinExt400 },
  { subset: 'latin', weight: 400, url: latin400 },
  { subset: 'cyrillic-ext', weight: 500, url: cyrillicExt500 },
  { subset: 'cyrillic', weight: 500, url: cyrillic500 },
  { subset: 'latin-ext', weight: 500, url: latinExt500 },
  { subset: 'latin', weight: 500, url: latin500 },
  { subset: 'cyrillic-ext', weight: 600, url: cyrillicExt600 },
  { subset: 'cyrillic', weight: 600, url: cyrillic600 },
  { subset: 'latin-ext', weight: 600, url: latinExt600 },
  { subset: 'latin', weight: 600, url: latin600 },
  { subset: 'cyrillic-ext', weight: 700, url: cyrillicExt700 },
  { subset: 'cyrillic', weight: 700, url: cyrillic700 },
  { subset: 'latin-ext', weight: 700, url: latinExt700 },
  { subset: 'latin', weight: 700, url: latin700 },
];

interface FontFaceSetLike {
  add(face: FontFace): unknown;
}

export interface LoadWebFontsOptions {
  faces?: readonly WebFontFace[];
  fonts?: FontFaceSetLike;
  FontFaceImpl?: typeof FontFace;
  /** The page's text, which decides whether an -ext subset is fetched first (default: the body's). */
  text?: string;
}

/**
 * Fetches the faces the page's text needs, then adds every face to the document at once (the
 * others unloaded, fetched by the browser only if a later page needs them): one relayout. A face
 * that failed to load is left out: its text stays in the fallback. Never rejects; resolves to the
 * faces added.
 */
export async function loadWebFonts(options: LoadWebFontsOptions = {}): Promise<FontFace[]> {
  const FontFaceImpl = options.FontFaceImpl ?? globalThis.FontFace;
  const fonts = options.fonts ?? (typeof document === 'undefined' ? undefined : document.fonts);
  if (typeof FontFaceImpl !== 'function' || !fonts) return [];
  const faces = (options.faces ?? GOLOS_TEXT_FACES).map((spec) => ({
    spec,
    face: new FontFaceImpl(FONT_FAMILY, `url(${spec.url}) format('woff2')`, {
      weight: String(spec.weight),
      style: 'normal',
      display: 'swap',
      unicodeRange: SUBSET_RANGES[spec.subset],
    }),
  }));
  const text = options.text ?? (typeof document === 'undefined' ? '' : document.body.textContent);
  const needed = subsetsFor(text);
  const primary = faces.filter(({ spec }) => needed.includes(spec.subset));
  const results = await Promise.allSettled(primary.map(({ face }) => face.load()));
  const failed = new Set(
    primary.filter((_, index) => results[index]?.status === 'rejected').map(({ face }) => face),
  );
  const added = faces.map(({ face }) => face).filter((face) => !failed.has(face));
  for (const face of added) fonts.add(face);
  return added;
}
