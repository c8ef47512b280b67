import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findHtmlAssets,
  localPath,
  measureBytes,
  parsePrecacheUrls,
  resolveStaticGraph,
  type ViteManifest,
} from '../../../scripts/bench/bytes';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    imports: ['_react-b2.js'],
    dynamicImports: ['node_modules/workbox-window/index.mjs', 'src/pages/pro.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js', imports: ['_shared-d4.js'] },
  '_shared-d4.js': {
    file: 'assets/shared-d4.js',
    imports: ['_react-b2.js'],
    css: ['assets/shared-e5.css'],
  },
  'node_modules/workbox-window/index.mjs': { file: 'assets/workbox-f6.js' },
  'src/pages/pro.tsx': {
    file: 'assets/pro-g7.js',
    imports: ['_shared-d4.js'],
    css: ['assets/pro-h8.css'],
  },
};

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" href="/icons/favicon.svg">
<script src="https://example.com/analytics.js"></script>
</head><body><div id="root"><link rel="preload" as="image" href="/images/hero.svg"/><h1>КУБ</h1></div></body></html>`;

const PRO_HTML = `<html><head><script type=module src=/assets/index-a1.js></script>
<link rel=stylesheet href='/assets/index-c3.css'><link rel="modulepreload" href="/assets/pro-g7.js"></head></html>`;

const INLINE_CSS = '.a{color:red}.b{color:blue}';
const INLINED_HTML = `<html><head><script type="module" src="/assets/index-a1.js"></script>
<style>${INLINE_CSS}</style>
<link rel="stylesheet" href="/assets/index-c3.css" disabled>
<link rel="stylesheet" href="/assets/shared-e5.css" disabled></head></html>`;

const LOADER_HTML = `<html><head><script data-src="/assets/index-a1.js">(()=>{})()</script>
<style>${INLINE_CSS}</style><noscript><link rel="stylesheet" href="/assets/index-c3.css"><link rel="stylesheet" href="/assets/shared-e5.css"></noscript></head></html>`;

const LAZY_HTML = `<html><head><script type="module" src="/assets/index-a1.js"></script></head></html>`;

const SW = `precacheAndRoute([{"revision":"1","url":"index.html"},{"revision":null,"url":"assets/index-a1.js"},{"revision":"2","url":"images/hero.svg"},{"revision":"3","url":"gone.png"}],{cleanURLs:!0});const x={url:"not-a-precache-entry"};`;

describe('the bytes parser', () => {
  it('finds the scripts, module preloads and stylesheets of a page, and nothing else', () => {
    expect(findHtmlAssets(INDEX_HTML)).toEqual({
      scripts: ['assets/index-a1.js', 'assets/react-b2.js'],
      stylesheets: ['assets/index-c3.css'],
      inlinedStylesheets: [],
      inlineCss: '',
    });
    expect(findHtmlAssets(PRO_HTML)).toEqual({
      scripts: ['assets/index-a1.js', 'assets/pro-g7.js'],
      stylesheets: ['assets/index-c3.css'],
      inlinedStylesheets: [],
      inlineCss: '',
    });
  });

  it('tells inlined styles (a <style> and disabled links naming its files) from loaded ones', () => {
    expect(findHtmlAssets(INLINED_HTML)).toEqual({
      scripts: ['assets/index-a1.js'],
      stylesheets: [],
      inlinedStylesheets: ['assets/index-c3.css', 'assets/shared-e5.css'],
      inlineCss: INLINE_CSS,
    });
  });

  it('reads the entry from the boot loader and the inlined files from the noscript', () => {
    expect(findHtmlAssets(LOADER_HTML)).toEqual({
      scripts: ['assets/index-a1.js'],
      stylesheets: [],
      inlinedStylesheets: ['assets/index-c3.css', 'assets/shared-e5.css'],
      inlineCss: INLINE_CSS,
    });
  });

  it.each([
    ['/assets/a.js', 'assets/a.js'],
    ['./assets/a.js?v=1', 'assets/a.js'],
    ['https://cdn.example/a.js', null],
    ['//cdn.example/a.js', null],
    ['data:text/css,a', null],
  ])('localPath(%s) is %s', (href, expected) => {
    expect(localPath(href)).toBe(expected);
  });

  it('follows static imports transitively, with their CSS, and never dynamic imports', () => {
    expect(resolveStaticGraph(['assets/index-a1.js'], MANIFEST)).toEqual({
      scripts: ['assets/index-a1.js', 'assets/react-b2.js', 'assets/shared-d4.js'],
      stylesheets: ['assets/index-c3.css', 'assets/shared-e5.css'],
    });
  });

  it('adds the modules the entry imports to hydrate the page, named by manifest key', () => {
    expect(resolveStaticGraph(['assets/index-a1.js'], MANIFEST, ['src/pages/pro.tsx'])).toEqual({
      scripts: [
        'assets/index-a1.js',
        'assets/react-b2.js',
        'assets/shared-d4.js',
        'assets/pro-g7.js',
      ],
      stylesheets: ['assets/index-c3.css', 'assets/shared-e5.css', 'assets/pro-h8.css'],
    });
    expect(() => resolveStaticGraph([], MANIFEST, ['src/pages/gone.tsx'])).toThrow(
      /not in the build manifest/,
    );
  });

  it('keeps a script the manifest does not know', () => {
    expect(resolveStaticGraph(['assets/legacy.js'], MANIFEST).scripts).toEqual([
      'assets/legacy.js',
    ]);
  });

  it("reads the service worker's precache list", () => {
    expect(parsePrecacheUrls(SW)).toEqual([
      'index.html',
      'assets/index-a1.js',
      'images/hero.svg',
      'gone.png',
    ]);
  });
});

describe('measureBytes on a small fake dist', () => {
  let dir: string;
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'pro.html': PRO_HTML,
    'inlined.html': INLINED_HTML,
    'lazy.html': LAZY_HTML,
    '.vite/page-hydration.json': JSON.stringify({ 'lazy.html': ['src/pages/pro.tsx'] }),
    'sw.js': SW,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    'assets/index-a1.js': 'console.log("index");'.repeat(50),
    'assets/react-b2.js': 'export const react = 1;'.repeat(80),
    'assets/shared-d4.js': 'export const shared = 2;'.repeat(20),
    'assets/workbox-f6.js': 'x'.repeat(5000),
    'assets/pro-g7.js': 'export const pro = 3;'.repeat(30),
    'assets/index-c3.css': '.a{color:red}'.repeat(40),
    'assets/shared-e5.css': '.b{color:blue}'.repeat(10),
    'assets/pro-h8.css': '.c{color:green}'.repeat(10),
    'images/hero.svg': `<svg>${'<rect/>'.repeat(300)}</svg>`,
    'icons/icon.png': 'p'.repeat(100),
  };
  const gz = (name: string) => zlib.gzipSync(files[name]!, { level: 9 }).length;
  const raw = (name: string) => Buffer.byteLength(files[name]!);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bytes-'));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sums the gzip sizes (level 9) of what each page needs', () => {
    const result = measureBytes(dir, ['/', '/pro']);
    const [home, pro] = result.pages;
    expect(home!.htmlFile).toBe('index.html');
    expect(home!.js.map((a) => a.file)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/shared-d4.js',
    ]);
    expect(home!.jsGzip).toBe(
      gz('assets/index-a1.js') + gz('assets/react-b2.js') + gz('assets/shared-d4.js'),
    );
    expect(home!.cssGzip).toBe(gz('assets/index-c3.css') + gz('assets/shared-e5.css'));
    expect(pro!.htmlFile).toBe('pro.html');
    expect(pro!.js.map((a) => a.file)).toContain('assets/pro-g7.js');
    expect(pro!.css.map((a) => a.file)).toEqual([
      'assets/index-c3.css',
      'assets/shared-e5.css',
      'assets/pro-h8.css',
    ]);
  });

  it('counts the code the entry loads after the first paint to hydrate the page', () => {
    const [page] = measureBytes(dir, ['/lazy']).pages;
    expect(page!.js.map((a) => a.file)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/shared-d4.js',
      'assets/pro-g7.js',
    ]);
  });

  it('counts inlined styles once, as the page <style>', () => {
    const [page] = measureBytes(dir, ['/inlined']).pages;
    expect(page!.htmlFile).toBe('inlined.html');
    expect(page!.css.map((a) => a.file)).toEqual(['inlined.html <style>']);
    expect(page!.cssGzip).toBe(zlib.gzipSync(INLINE_CSS, { level: 9 }).length);
  });

  it('sums the precache on disk, names missing files, and finds the largest image', () => {
    const { precache, largestImage } = measureBytes(dir, ['/']);
    expect(precache.files).toBe(4);
    expect(precache.bytes).toBe(
      raw('index.html') + raw('assets/index-a1.js') + raw('images/hero.svg'),
    );
    expect(precache.missing).toEqual(['gone.png']);
    expect(largestImage).toEqual({
      file: 'images/hero.svg',
      bytes: raw('images/hero.svg'),
      gzip: gz('images/hero.svg'),
    });
  });
});
