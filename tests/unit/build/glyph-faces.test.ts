import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FONT_FACE,
  faceNeeded,
  faceRanges,
  glyphFace,
  isGlyphFace,
  parseUnicodeRange,
} from '../../../scripts/glyph-faces';

const FONT = 'd09GMgABAAAAAAKUABAAAAAABSQ=';
const rouble =
  `@font-face{font-family:Kub Sans;font-display:swap;font-weight:100 499;` +
  `src:url(data:font/woff2;base64,${FONT}) format("woff2");unicode-range:U+20BD;` +
  `size-adjust:105.7%;ascent-override:92.7%;descent-override:20.8%;line-gap-override:0%}`;
const text = '@font-face{font-family:Kub Sans;src:local(Arial),local(Liberation Sans)}';

describe('a unicode-range', () => {
  it.each([
    ['U+20BD', [[0x20bd, 0x20bd]]],
    ['u+0400-04ff', [[0x400, 0x4ff]]],
    ['U+4??', [[0x400, 0x4ff]]],
    [
      'U+0-7F, U+20BD',
      [
        [0, 0x7f],
        [0x20bd, 0x20bd],
      ],
    ],
  ])('%s', (value, ranges) => {
    expect(parseUnicodeRange(value)).toEqual(ranges);
  });

  it.each(['U+20BD-2000', 'U+4?-5', '20BD', 'U+?4'])('refuses %s', (value) => {
    expect(() => parseUnicodeRange(value)).toThrow('not a unicode-range');
  });
});

describe('the faces a page needs', () => {
  it('a text face serves every character, a glyph face only its range', () => {
    expect(faceRanges(text)).toBeNull();
    expect(isGlyphFace(text)).toBe(false);
    expect(faceRanges(rouble)).toEqual([[0x20bd, 0x20bd]]);
    expect(isGlyphFace(rouble)).toBe(true);
  });

  it.each([
    ['text with the sign', '<p>≈ 120 000 ₽</p>', true],
    ['an attribute with it', '<input placeholder="700 ₽ в час">', true],
    ['a decimal reference', '<p>5 &#8381;</p>', true],
    ['a hex reference', '<p>5 &#x20bd;</p>', true],
    ['no sign', '<p>Контакты</p>', false],
  ])('%s: %s', (_, markup, needed) => {
    expect(faceNeeded(rouble, markup)).toBe(needed);
    expect(faceNeeded(text, markup)).toBe(true);
  });
});

describe('a glyph face for the boot loader', () => {
  it('is its family, its font as base64 and its descriptors as FontFace takes them', () => {
    expect(glyphFace(rouble)).toEqual([
      'Kub Sans',
      FONT,
      {
        display: 'swap',
        weight: '100 499',
        unicodeRange: 'U+20BD',
        sizeAdjust: '105.7%',
        ascentOverride: '92.7%',
        descentOverride: '20.8%',
        lineGapOverride: '0%',
      },
    ]);
  });

  it('takes a quoted family and a quoted data URL', () => {
    const quoted = `@font-face{font-family:"Kub Sans";src:url("data:font/woff2;base64,${FONT}");unicode-range:U+20BD}`;
    expect(glyphFace(quoted)).toEqual(['Kub Sans', FONT, { unicodeRange: 'U+20BD' }]);
  });

  it('refuses a face whose font is not inline WOFF2 (the loader has no file to fetch)', () => {
    expect(() =>
      glyphFace('@font-face{font-family:K;src:url(/fonts/k.woff2);unicode-range:U+20BD}'),
    ).toThrow('a glyph face needs a family and a WOFF2 data URL');
  });
});

describe("the site's glyph faces (src/styles/font.css)", () => {
  const css = readFileSync('src/styles/font.css', 'utf8');
  const faces = css.match(FONT_FACE) ?? [];
  const metrics = (face: string) => {
    const [, , descriptors] = glyphFace(
      face.replace(/src:[^;]+;/, 'src:url(data:font/woff2;base64,AA==);'),
    );
    const { weight, sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = descriptors;
    return { weight, sizeAdjust, ascentOverride, descentOverride, lineGapOverride };
  };

  it('are sized and aligned as the text face of their weights, so the sign sits in the line', () => {
    const text = faces.filter((face) => !isGlyphFace(face)).map(metrics);
    const glyphs = faces.filter(isGlyphFace).map(metrics);
    expect(glyphs).toHaveLength(2);
    expect(glyphs).toEqual(text);
  });
});
