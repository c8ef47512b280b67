import Beasties from 'beasties';
import { dropPointerFeedbackStyles } from './pointer-feedback-styles';
import { FONT_FACE, faceNeeded, glyphFace, isGlyphFace } from './glyph-faces';
import { dropForeignStagedBlocks } from './staged-block-styles';
import { dropUnusedCustomProperties } from './unused-custom-properties';
import { BOOT_LOADER_TAG_START } from '../src/config/boot-loader';
import { glyphFacesTag } from '../src/config/glyph-faces-loader';

/** The page's inline stylesheet (the one `inlineStylesheets` writes). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * Keeps, of the page's inline styles, only the rules whose selectors match an element of the page
 * (with their media queries, the @font-face and @keyframes they use), in their order, less what
 * only answers a pointer (`dropPointerFeedbackStyles`): what the first paint needs. The full
 * stylesheets, named by the `<noscript>` after it, are applied by the entry after the first paint
 * (src/app/page-stylesheets.ts), before the app hydrates and can set a state the kept rules do not
 * cover; they come after the inline rules in the document and repeat them in the same order, so
 * every rule ends up where it was and nothing changes on screen. Without script, the `<noscript>` links apply them at once.
 *
 * Only the content of the `<style>` element changes: the rest of the page stays byte for byte as
 * React rendered it (Beasties' own serialisation of the page is not used).
 */
export async function reduceInlineStyles(html: string, beasties: Beasties): Promise<string> {
  const inline = INLINE_STYLE.exec(html);
  if (!inline) return html;
  const processed = await beasties.process(firstScreen(html));
  const kept = INLINE_STYLE.exec(processed)?.[1];
  if (kept === undefined) throw new Error('the page lost its inline <style> while reducing it');
  // Every text face stays, first: the site names its families through custom properties
  // (font-family: var(--font-sans)), which Beasties cannot follow to tell which are used. A glyph
  // face (one with a unicode-range) goes to the glyph faces' loader where the page's markup holds
  // a character of it, and is dropped elsewhere (glyph-faces.ts).
  const markup = html.replace(INLINE_STYLE, '');
  const allFaces = (inline[1] ?? '').match(FONT_FACE) ?? [];
  const fontFaces = allFaces.filter((face) => !isGlyphFace(face));
  const glyphFaces = allFaces
    .filter((face) => isGlyphFace(face) && faceNeeded(face, markup))
    .map(glyphFace);
  const reduced = dropForeignStagedBlocks(
    dropUnusedCustomProperties(
      dropPointerFeedbackStyles(fontFaces.join('') + kept.replace(FONT_FACE, '')),
      markup,
    ),
    markup,
  );
  const styled = html.replace(inline[0], () => `<style>${reduced}</style>`);
  if (glyphFaces.length === 0) return styled;
  // The glyph faces' loader goes right before the boot loader's tag.
  if (!styled.includes(BOOT_LOADER_TAG_START))
    throw new Error('a page with glyph faces has no boot loader');
  return styled.replace(
    BOOT_LOADER_TAG_START,
    () => glyphFacesTag(glyphFaces) + BOOT_LOADER_TAG_START,
  );
}

/** The home page's first sections: the hero and the services, which reach into the first screen. */
export const HOME_FIRST_SCREEN_SECTIONS = 2;

/**
 * The markup the first paint needs styles for. On the pages that show the home page (`/`, and
 * `/login` and `/register`, which open their dialog over it) that is all but the sections of
 * `<main>` after the first screen (the hero and the services) and the footer: `/` hides the page behind its preloader, and those two behind
 * their dialog, from the moment the app hydrates, and it hydrates only once the full stylesheets
 * have loaded. Elsewhere it is the whole page.
 */
export function firstScreen(html: string): string {
  if (!html.includes('<section id="hero"')) return html;
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < start) return html;
  const main = html.slice(start, end);
  const sections: { from: number; to: number }[] = [];
  let depth = 0;
  let from = 0;
  for (const tag of main.matchAll(/<(\/?)section\b/g)) {
    if (!tag[1] && depth++ === 0) from = tag.index;
    if (tag[1] && --depth === 0) sections.push({ from, to: tag.index + '</section>'.length });
  }
  const first = sections[HOME_FIRST_SCREEN_SECTIONS - 1];
  if (!first) return html;
  // A section hydrated on approach keeps its styles in the page wherever it is (its form's
  // fields would otherwise change style, and Chromium counts a text field's restyle as a shift).
  const islands = sections
    .slice(HOME_FIRST_SCREEN_SECTIONS)
    .map(({ from: a, to: b }) => main.slice(a, b))
    .filter((section) => section.startsWith('<section id="contact"'));
  // The site's footer, below all of them, is left out too.
  const rest = html.slice(end).replace(/<footer class="footer\b[^"]*">[\s\S]*?<\/footer>/, '');
  return html.slice(0, start + first.to) + islands.join('') + rest;
}

/** The reducer for the pages of one build: the inline styles only, no file read or written. */
export function createStyleReducer(clientDir: string): Beasties {
  return new Beasties({
    path: clientDir,
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    fonts: false,
    keyframes: 'critical',
    // Beasties cannot match :has() against the page, and drops such rules: the preloader's scroll
    // lock (html:has(.preloader…)) must hold from the first paint, before any script.
    // And the rule that keeps the blocks below the first screen unrendered until the entry shows
    // them (src/ui/staged-blocks.ts): on `/` it names sections left out here; each page keeps the
    // selectors of its own blocks (dropForeignStagedBlocks, after this reducer).
    allowRules: [/:has\(/, /\.shown-/],
    compress: true,
    logLevel: 'silent',
  });
}

/**
 * The built stylesheet without the @font-face rules the pages carry (every page its text faces
 * inline, and the glyph faces its markup needs for their loader: `reduceInlineStyles`). Applying
 * the full stylesheets after the first paint (src/app/page-stylesheets.ts) then adds no font faces:
 * a new @font-face, even one equal to a face in use, makes the browser resolve the fonts again and
 * lay out all of the page's text once more (on `/`, 7 ms of layout and the repaint, measured as
 * main-thread CPU time). Throws when a page lacks a face its markup needs: it would lose its
 * typeface.
 */
export function dropInlinedFontFaces(
  css: string,
  pages: readonly { file: string; html: string }[],
): string {
  const faces = css.match(FONT_FACE) ?? [];
  if (faces.length === 0) return css;
  for (const { file, html } of pages) {
    const inline = INLINE_STYLE.exec(html)?.[1] ?? '';
    const markup = html.replace(INLINE_STYLE, '');
    const carries = (face: string) =>
      isGlyphFace(face) ? html.includes(glyphFace(face)[1]) : inline.includes(face);
    const missing = faces.find((face) => faceNeeded(face, markup) && !carries(face));
    if (missing) throw new Error(`${file} does not carry inline ${missing.slice(0, 60)}…`);
  }
  return css.replace(FONT_FACE, '');
}
