import os from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  createStyleReducer,
  dropInlinedFontFaces,
  firstScreen,
  reduceInlineStyles,
} from '../../../scripts/critical-styles';
import { dropPointerFeedbackStyles } from '../../../scripts/pointer-feedback-styles';
import { dropUnusedCustomProperties } from '../../../scripts/unused-custom-properties';
import { bootLoaderTag } from '../../../src/config/boot-loader';
import { glyphFacesTag } from '../../../src/config/glyph-faces-loader';

const reducer = createStyleReducer(os.tmpdir());

const css = [
  '@font-face{font-family:Kub Sans;src:local(Arial)}',
  ':root{--font-sans:"Kub Sans",Arial}',
  'body{font-family:var(--font-sans)}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.used:hover{color:green}',
  '.used:focus-visible{outline:2px solid}',
  '@media (max-width:600px){.used{color:navy}.unused{color:gray}}',
  '.spin{animation:spin 1s}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes never{to{opacity:0}}',
].join('');

const page = (body: string) =>
  [
    '<!doctype html><html><head>',
    `<style>${css}</style><noscript><link rel="stylesheet" href="/assets/a-1.css"><link rel="stylesheet" href="/assets/b-2.css"></noscript>`,
    `</head><body>${body}</body></html>`,
  ].join('\n');

const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('the styles a prerendered page carries inline', () => {
  it('keep the rules its markup uses, with their focus, media queries and keyframes', async () => {
    const kept = inlineCss(await reduceInlineStyles(page('<p class="used spin">x</p>'), reducer));
    expect(kept).toContain('.used{color:red}');
    expect(kept).toContain('.used:focus-visible{outline:2px solid}');
    expect(kept).not.toContain(':hover');
    expect(kept).toMatch(/@media \(max-width:600px\)\{\.used\{color:navy\}\}/);
    expect(kept).toContain('@keyframes spin');
    expect(kept).toContain('--font-sans');
  });

  it('drop the rules nothing on the page matches, and unused keyframes', async () => {
    const kept = inlineCss(await reduceInlineStyles(page('<p class="used">x</p>'), reducer));
    expect(kept).not.toContain('.unused');
    expect(kept).not.toContain('@keyframes never');
  });

  it('keep every @font-face, whose family is named through a custom property', async () => {
    const kept = inlineCss(await reduceInlineStyles(page('<p class="used">x</p>'), reducer));
    expect(kept.startsWith('@font-face{')).toBe(true);
  });

  it('change nothing but the style element', async () => {
    const before = page('<p class="used">x</p><!-- a comment --><img src="/a.svg" alt="">');
    const after = await reduceInlineStyles(before, reducer);
    const outside = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '');
    expect(outside(after)).toBe(outside(before));
  });

  it('hand a glyph face its markup can use to its loader, before the boot loader, and drop the others', async () => {
    const rouble =
      '@font-face{font-family:Kub Sans;src:url(data:font/woff2;base64,AAAA);unicode-range:U+20BD}';
    const withGlyphs = (body: string) =>
      page(body).replace('<style>', `${bootLoaderTag('/assets/index-1.js')}<style>${rouble}`);
    const priced = await reduceInlineStyles(withGlyphs('<p class="used">≈ 5 ₽</p>'), reducer);
    expect(inlineCss(priced)).not.toContain('unicode-range');
    expect(inlineCss(priced).startsWith('@font-face{font-family:Kub Sans;src:local(Arial)}')).toBe(
      true,
    );
    expect(priced).toContain(
      `${glyphFacesTag([['Kub Sans', 'AAAA', { unicodeRange: 'U+20BD' }]])}<script data-src="/assets/index-1.js">`,
    );
    const plain = await reduceInlineStyles(withGlyphs('<p class="used">x</p>'), reducer);
    expect(inlineCss(plain)).not.toContain('unicode-range');
    expect(plain).not.toContain('data-faces');
  });

  it('leave a page without inline styles as it is', async () => {
    expect(await reduceInlineStyles('<html><body>x</body></html>', reducer)).toBe(
      '<html><body>x</body></html>',
    );
  });
});

describe('the first screen of a page', () => {
  const home = [
    '<header>h</header><main id="main">',
    '<section id="hero"><section>inner</section></section>',
    '<section id="services">s</section>',
    '<section id="about">a</section>',
    '<section id="contact">c</section>',
    '<section id="reviews">r</section>',
    '</main><footer class="footer">f</footer>',
  ].join('');

  it.each([
    [
      'the home page: up to its second section and the contact section, the shell but the footer',
      home,
      '<header>h</header><main id="main"><section id="hero"><section>inner</section></section><section id="services">s</section><section id="contact">c</section></main>',
    ],
    [
      'the home page whose footer has more classes: still without it',
      home.replace('<footer class="footer">', '<footer class="footer footer--wide">'),
      '<header>h</header><main id="main"><section id="hero"><section>inner</section></section><section id="services">s</section><section id="contact">c</section></main>',
    ],
    [
      'any other page: all of it',
      '<main><section>a</section><section>b</section><section>c</section></main>',
      '<main><section>a</section><section>b</section><section>c</section></main>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(firstScreen(html)).toBe(expected);
  });
});

describe('what a page carries inline of the styles that answer a pointer', () => {
  it.each([
    ['a hover rule', '.a{color:red}.a:hover{color:blue}', '.a{color:red}'],
    ['an active rule in a media query', '@media (hover:hover){.a:active{top:1px}}', ''],
    ['one selector of a list', '.a:hover,.b{color:red}', '.b{color:red}'],
    ['a state under :has()', '.a:has(.b:hover){color:red}', ''],
    [
      'a state under :not(): the element at rest',
      '.a:not(:hover){color:red}',
      '.a:not(:hover){color:red}',
    ],
    [
      'transitions and the cursor',
      '.a{color:red;transition:color .2s;transition-delay:1s;cursor:pointer}',
      '.a{color:red}',
    ],
    ['a rule left empty', '.a{cursor:pointer}.b{top:0}', '.b{top:0}'],
    [
      'focus, custom properties, keyframes and class names with the words',
      '.a:focus-visible{outline:0}.tab--active{top:0}:root{--hover:red}@keyframes k{to{top:0}}',
      '.a:focus-visible{outline:0}.tab--active{top:0}:root{--hover:red}@keyframes k{to{top:0}}',
    ],
  ])('%s', (_, css, expected) => {
    expect(dropPointerFeedbackStyles(css)).toBe(expected);
  });
});

describe('the custom properties a page carries inline', () => {
  it.each([
    ['read by a rule', ':root{--a:1px}.x{width:var(--a)}', '', ':root{--a:1px}.x{width:var(--a)}'],
    [
      'read by nothing',
      ':root{--a:1px;--b:2px}.x{width:var(--b)}',
      '',
      ':root{--b:2px}.x{width:var(--b)}',
    ],
    ['read only by a property nothing reads', ':root{--a:1px;--b:var(--a)}', '', ''],
    [
      'read by another property that is read',
      ':root{--a:1px;--b:var(--a)}.x{top:var(--b)}',
      '',
      ':root{--a:1px;--b:var(--a)}.x{top:var(--b)}',
    ],
    ['read by the markup', ':root{--a:1px}', '<p style="top:var(--a)">', ':root{--a:1px}'],
    [
      'a prefix of another name',
      ':root{--a:1px;--ab:2px}.x{top:var(--ab)}',
      '',
      ':root{--ab:2px}.x{top:var(--ab)}',
    ],
    [
      'a data: URL with a ; in quotes',
      `:root{--i:url("data:a;b");--c:red}.x{color:var(--c)}`,
      '',
      ':root{--c:red}.x{color:var(--c)}',
    ],
    ['not a custom property', ':root{color:red;--a:1px}', '', ':root{color:red}'],
  ])('%s', (_, css, markup, expected) => {
    expect(dropUnusedCustomProperties(css, markup)).toBe(expected);
  });
});

describe('the built stylesheets once the pages carry the font faces inline', () => {
  const face = '@font-face{font-family:Kub Sans;src:local(Arial)}';
  const bold = '@font-face{font-family:Kub Sans;font-weight:700;src:local(Arial Bold)}';
  const sheet = `${face}${bold}body{font-family:Kub Sans}.a{color:red}`;
  const withFaces = { file: 'index.html', html: `<style>${face}${bold}.a{color:red}</style>` };

  it('lose their @font-face rules and keep every other rule in its order', () => {
    expect(dropInlinedFontFaces(sheet, [withFaces, { ...withFaces, file: 'contact.html' }])).toBe(
      'body{font-family:Kub Sans}.a{color:red}',
    );
  });

  it('stay as they are when they hold no font face', () => {
    expect(dropInlinedFontFaces('.a{color:red}', [{ file: 'x.html', html: '' }])).toBe(
      '.a{color:red}',
    );
  });

  it('may lack a glyph face on a page whose markup cannot use it, not on one that can', () => {
    const rouble =
      '@font-face{font-family:Kub Sans;src:url(data:font/woff2;base64,AAAA);unicode-range:U+20BD}';
    const withRouble = `${rouble}${sheet}`;
    const plain = { file: 'contact.html', html: `<style>${face}${bold}</style><p>Контакты</p>` };
    const priced = {
      file: 'indoor.html',
      html: `${glyphFacesTag([['Kub Sans', 'AAAA', {}]])}<style>${face}${bold}</style><p>5 ₽</p>`,
    };
    expect(dropInlinedFontFaces(withRouble, [plain, priced])).toBe(
      'body{font-family:Kub Sans}.a{color:red}',
    );
    const unpriced = { ...priced, html: `<style>${face}${bold}</style><p>5 ₽</p>` };
    expect(() => dropInlinedFontFaces(withRouble, [plain, unpriced])).toThrow(
      'indoor.html does not carry inline @font-face',
    );
  });

  it('refuse when a page lacks one of the faces (it would lose its typeface)', () => {
    const without = { file: 'legal/privacy.html', html: `<style>${face}.a{color:red}</style>` };
    expect(() => dropInlinedFontFaces(sheet, [withFaces, without])).toThrow(
      'legal/privacy.html does not carry inline @font-face',
    );
  });
});
