/**
 * The site's glyph faces: @font-face rules of src/styles/font.css with a `unicode-range` (the rouble
 * sign's), which a built page carries as data for the glyph faces' loader instead of as CSS
 * (src/config/glyph-faces-loader.ts).
 *
 * Why (docs/decisions.md, 2026-11-29): a font from a `data:` URL in CSS still loads after the first
 * layout in Chromium, so that layout looked the sign up among the system's fonts anyway (a match
 * through the browser process, and a 0.7 MB font shared with the page, on the indoor calculator's
 * first screen); a `FontFace` made from the font's bytes by a script in the head is ready before
 * the body is laid out. The faces without a range (the typeface's text faces) stay CSS.
 *
 * A page carries only the glyph faces its markup can use; the full stylesheets carry none (a face
 * added after the paint would lay the page's text out again: critical-styles.ts), so text the app
 * shows later on another page takes the system's glyph. Pure.
 */
import type { GlyphFace } from '../src/config/glyph-faces-loader';

/** Inclusive code point ranges; `null` when the face has no `unicode-range` (every character). */
export type CodePointRanges = readonly (readonly [number, number])[] | null;

/** An @font-face rule (its descriptors hold no braces). */
export const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The ranges of one `unicode-range` value: `U+20BD`, `U+0400-04FF`, `U+4??`, comma-separated. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const token = part.trim().toUpperCase();
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/.exec(token);
    const start = match?.[1];
    const end = match?.[2];
    const wildcard = start?.includes('?') ?? false;
    const valid =
      start !== undefined && (!wildcard || (end === undefined && /^[0-9A-F]*\?+$/.test(start)));
    if (!valid) throw new Error(`not a unicode-range: ${part.trim()}`);
    const from = parseInt(start.replace(/\?/g, '0'), 16);
    const to = wildcard
      ? parseInt(start.replace(/\?/g, 'F'), 16)
      : end === undefined
        ? from
        : parseInt(end, 16);
    if (to < from) throw new Error(`not a unicode-range: ${part.trim()}`);
    return [from, to];
  });
}

/** A descriptor's value in an @font-face rule, as written (a `url(…)` may hold a semicolon). */
function descriptor(face: string, name: string): string | undefined {
  const value = new RegExp(`[{;\\s]${name}\\s*:\\s*((?:[^;}(]|\\([^)]*\\))+)`, 'i').exec(face);
  return value?.[1]?.trim();
}

/** The ranges an @font-face rule serves. */
export function faceRanges(face: string): CodePointRanges {
  const value = descriptor(face, 'unicode-range');
  return value === undefined ? null : parseUnicodeRange(value);
}

/** A glyph face is one with a `unicode-range`. */
export function isGlyphFace(face: string): boolean {
  return faceRanges(face) !== null;
}

/** Every code point of the markup, character references (`&#8381;`, `&#x20BD;`) included. */
function codePoints(markup: string): Set<number> {
  const points = new Set<number>();
  for (const char of markup) points.add(char.codePointAt(0) ?? 0);
  for (const [, hex, decimal] of markup.matchAll(/&#(?:[xX]([0-9a-fA-F]+)|(\d+));/g)) {
    points.add(hex === undefined ? Number(decimal) : parseInt(hex, 16));
  }
  return points;
}

/** Whether a page with this markup (text and attributes) can show a character of the face. */
export function faceNeeded(face: string, markup: string): boolean {
  const ranges = faceRanges(face);
  if (ranges === null) return true;
  for (const point of codePoints(markup)) {
    if (ranges.some(([from, to]) => point >= from && point <= to)) return true;
  }
  return false;
}

/** CSS descriptors and the `FontFace` descriptor each becomes. */
const DESCRIPTORS = [
  ['font-style', 'style'],
  ['font-weight', 'weight'],
  ['font-stretch', 'stretch'],
  ['unicode-range', 'unicodeRange'],
  ['font-display', 'display'],
  ['size-adjust', 'sizeAdjust'],
  ['ascent-override', 'ascentOverride'],
  ['descent-override', 'descentOverride'],
  ['line-gap-override', 'lineGapOverride'],
] as const;

/** A glyph face's @font-face rule as its loader's `FontFace` arguments: the font as base64. */
export function glyphFace(face: string): GlyphFace {
  const family = descriptor(face, 'font-family')?.replace(/^(["'])(.*)\1$/, '$2');
  const src = descriptor(face, 'src');
  const data = src && /^url\(\s*(["']?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\s*\)/.exec(src);
  if (!family || !data?.[2]) {
    throw new Error(`a glyph face needs a family and a WOFF2 data URL: ${face.slice(0, 80)}…`);
  }
  const descriptors: Record<string, string> = {};
  for (const [css, js] of DESCRIPTORS) {
    const value = descriptor(face, css);
    if (value !== undefined) descriptors[js] = value;
  }
  return [family, data[2], descriptors];
}
