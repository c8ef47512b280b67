/**
 * The glyph faces' loader: the inline script of a prerendered page that shows a character of a
 * glyph face (an @font-face with a `unicode-range` in src/styles/font.css: the rouble sign's),
 * in its head before the boot loader. It adds each face from its font's bytes, carried in its own
 * `data-faces` (JSON: `GlyphFace`s), so the faces are ready before the body is laid out; a font in
 * the CSS, even from a `data:` URL, loads after that layout, and Chromium looked the sign up among
 * the system's fonts meanwhile (scripts/glyph-faces.ts, docs/decisions.md 2026-11-29). A page
 * without such a character has no glyph faces and no such script.
 *
 * Its text is constant, so the server's Content-Security-Policy allows it by its hash, as it does
 * the boot loader (server/plugins/security.ts); a `FontFace` made from bytes is no fetch, so the
 * policy's font sources (`default-src 'self'`) do not apply to it. This module touches no DOM: the server imports it.
 */

/**
 * A glyph face as the loader adds it: `new FontFace(family, bytes of the base64 font, descriptors)`
 * (the descriptors of its @font-face rule, as `FontFaceDescriptors`: scripts/glyph-faces.ts).
 */
export type GlyphFace = [family: string, base64: string, descriptors: Record<string, string>];

export const GLYPH_FACES_SCRIPT =
  'for(let[f,b,o]of JSON.parse(document.currentScript.dataset.faces))' +
  'document.fonts.add(new FontFace(f,Uint8Array.from(atob(b),c=>c.charCodeAt()),o))';

/** The loader's tag with its faces: JSON in single quotes, its `&` and `'` escaped. */
export function glyphFacesTag(faces: readonly GlyphFace[]): string {
  const json = JSON.stringify(faces).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return `<script data-faces='${json}'>${GLYPH_FACES_SCRIPT}</script>`;
}
