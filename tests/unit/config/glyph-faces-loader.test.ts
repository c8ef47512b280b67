import { afterEach, describe, expect, it, vi } from 'vitest';
import { GLYPH_FACES_SCRIPT, glyphFacesTag } from '../../../src/config/glyph-faces-loader';

/** Runs the loader from its tag as the page would, with `FontFace` and `document.fonts` stubbed. */
function runGlyphLoader(tag: string) {
  const added: { family: string; bytes: number[]; descriptors: unknown }[] = [];
  // A constructor function: the loader calls `new FontFace(family, bytes, descriptors)`.
  const FontFace = vi.fn(function (family: string, source: Uint8Array, descriptors: unknown) {
    added.push({ family, bytes: [...source], descriptors });
  });
  vi.stubGlobal('FontFace', FontFace);
  const fonts = { add: vi.fn() };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  const holder = document.createElement('div');
  holder.innerHTML = tag;
  const script = holder.querySelector('script');
  expect(script?.textContent).toBe(GLYPH_FACES_SCRIPT);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(GLYPH_FACES_SCRIPT)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
    Reflect.deleteProperty(document, 'fonts');
  }
  return { added, fonts };
}

describe("the glyph faces' loader, inline in a page that shows a glyph", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds each face from its bytes, with its descriptors, to the document', () => {
    const descriptors = { weight: '100 499', unicodeRange: 'U+20BD', sizeAdjust: '105.7%' };
    const { added, fonts } = runGlyphLoader(
      glyphFacesTag([
        ['Kub Sans', btoa('\x00\x01\xff'), descriptors],
        ['Kub Sans', btoa('\x02'), { weight: '500 900' }],
      ]),
    );
    expect(added).toEqual([
      { family: 'Kub Sans', bytes: [0, 1, 255], descriptors },
      { family: 'Kub Sans', bytes: [2], descriptors: { weight: '500 900' } },
    ]);
    expect(fonts.add).toHaveBeenCalledTimes(2);
  });

  it("keeps its data an attribute's, whatever a family name holds", () => {
    const family = `K's "Sans" & <b>`;
    const tag = glyphFacesTag([[family, 'AA==', {}]]);
    expect(tag).toBe(
      `<script data-faces='[["K&#39;s \\"Sans\\" &amp; <b>","AA==",{}]]'>${GLYPH_FACES_SCRIPT}</script>`,
    );
    expect(runGlyphLoader(tag).added).toEqual([{ family, bytes: [0], descriptors: {} }]);
  });
});
