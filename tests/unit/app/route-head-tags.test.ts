import { describe, expect, it } from 'vitest';
import {
  BOOT_SOURCE,
  deferManifestLink,
  dropRedundantImagePreloads,
  inlineStylesheets,
  loadEntryAfterPaint,
  pageStylesheetTags,
  unindent,
} from '../../../scripts/prerender';
import { bootLoaderTag } from '../../../src/config/boot-loader';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    dynamicImports: ['src/boot.tsx'],
  },
  'src/boot.tsx': {
    file: 'assets/boot-5.js',
    imports: ['_react.js', '_modal.js'],
    css: ['assets/boot-5.css'],
  },
  'src/pages/legal/legal-page.tsx': {
    file: 'assets/legal-page-2.js',
    imports: ['index.html', '_tab-strip.js', '_react.js', '_modal.js'],
    css: ['assets/legal-page-2.css'],
  },
  '_tab-strip.js': { file: 'assets/tab-strip-3.js', css: ['assets/tab-strip-3.css'] },
  '_modal.js': { file: 'assets/modal-6.js', imports: ['_react.js'], css: ['assets/modal-6.css'] },
  '_react.js': { file: 'assets/react-4.js' },
};

describe('the prerendered page head', () => {
  const tags = pageStylesheetTags(
    manifest,
    [BOOT_SOURCE, 'src/pages/legal/legal-page.tsx'],
    new Set(['assets/index-1.css']),
  );
  const links = [...tags.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]);

  it('links the styles of the app and of the route chunk, imports first, once each', () => {
    expect(links).toEqual([
      'assets/modal-6.css',
      'assets/boot-5.css',
      'assets/tab-strip-3.css',
      'assets/legal-page-2.css',
    ]);
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-5.css">');
  });

  it('preloads no script: the app loads after the first paint', () => {
    expect(tags).not.toContain('modulepreload');
    expect(tags).not.toContain('.js');
  });

  it('leaves out what the template links already', () => {
    expect(links).not.toContain('assets/index-1.css');
  });

  it('refuses a page the manifest does not know, so a renamed file cannot go unnoticed', () => {
    expect(() => pageStylesheetTags(manifest, ['src/pages/gone.tsx'])).toThrow(
      /not in the build manifest/,
    );
  });
});

describe('the prerendered page styles', () => {
  const files: Record<string, string> = {
    'assets/index-1.css': 'body{margin:0}',
    'assets/legal-page-2.css': '.legal{color:red}',
  };
  const read = (file: string) => {
    const css = files[file];
    if (css === undefined) throw new Error(`no ${file}`);
    return css;
  };
  const page = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  <link rel="manifest" href="/manifest.webmanifest">',
    '    <link rel="stylesheet" crossorigin href="/assets/legal-page-2.css">',
    '  </head>',
  ].join('\n');

  it('are inlined in link order where the first link was, so no stylesheet blocks the first paint', () => {
    const html = inlineStylesheets(page, read);
    expect(html).toContain('<style>body{margin:0}\n.legal{color:red}</style>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('rel="manifest"'));
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('stay named only inside a noscript, which the browser does not fetch before the paint', () => {
    const html = inlineStylesheets(page, read);
    expect(html).toContain(
      '</style><noscript><link rel="stylesheet" href="/assets/index-1.css"><link rel="stylesheet" href="/assets/legal-page-2.css"></noscript>',
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leave a page without stylesheets as it is', () => {
    expect(inlineStylesheets('<head></head>', read)).toBe('<head></head>');
  });

  it('refuse a stylesheet that would end the style element early', () => {
    const evil = () => '.a::after{content:"</style>"}';
    expect(() => inlineStylesheets(page, evil)).toThrow(/cannot be inlined/);
  });
});

describe('the entry of a prerendered page', () => {
  const template = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/early-input-2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/kiosk-settings-3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  </head>',
  ].join('\n');

  it('is loaded by the boot loader after the paint: no module script or preload is fetched before', () => {
    const html = loadEntryAfterPaint(template);
    expect(html).toBe(
      [
        '<head>',
        `    ${bootLoaderTag('/assets/index-1.js')}`,
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('is written into a template without indentation', () => {
    expect(
      unindent('<head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div>a  b</div>'),
    ).toBe('<head>\n<meta charset="UTF-8" />\n</head>\n<body>\n<div>a  b</div>');
  });

  it('must be in the template', () => {
    expect(() => loadEntryAfterPaint('<head></head>')).toThrow(/no entry module script/);
  });
});

describe("React's image preloads in a prerendered page", () => {
  it('are dropped for the images the page shows, kept for the others', () => {
    const html = [
      '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
      '<link rel="preload" as="image" href="/images/elsewhere.svg"/>',
      '<img class="hero" src="/images/hero.svg" alt="" fetchpriority="high"/>',
    ].join('');
    expect(dropRedundantImagePreloads(html)).toBe(
      '<link rel="preload" as="image" href="/images/elsewhere.svg"/>' +
        '<img class="hero" src="/images/hero.svg" alt="" fetchpriority="high"/>',
    );
  });
});

describe('the web app manifest of a prerendered page', () => {
  it('is named in the noscript, not linked: the entry links it after the paint', () => {
    const html = deferManifestLink(
      '<head><style>a{}</style><noscript><link rel="stylesheet" href="/a.css"></noscript>\n' +
        '  <link rel="manifest" href="/manifest.webmanifest">      </head>',
    );
    expect(html).toBe(
      '<head><style>a{}</style><noscript><link rel="stylesheet" href="/a.css">' +
        '<link rel="manifest" href="/manifest.webmanifest"></noscript>\n</head>',
    );
  });

  it('needs the noscript the styles are named in', () => {
    expect(() =>
      deferManifestLink('<head><link rel="manifest" href="/manifest.webmanifest"></head>'),
    ).toThrow(/no <noscript>/);
  });
});
