/**
 * Bytes: the page's HTML as served (brotli), the gzip size of the JavaScript and CSS a page needs
 * to render and become interactive,
 * the service worker's precache and the largest image. Reads the build only (dist/client).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_HYDRATION_FILE } from '../prerender';
import { pageHtmlFile } from './pages';
import type { AssetSize, BytesResult, PageBytes } from './types';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface HtmlAssets {
  /** External scripts and module preloads: the JavaScript the page starts with. */
  scripts: string[];
  /** Stylesheets the page loads. */
  stylesheets: string[];
  /** Stylesheets named by the `<noscript>` (or a disabled link): their rules are inlined, not loaded. */
  inlinedStylesheets: string[];
  /** The text of the page's `<style>` elements, one after another. */
  inlineCss: string;
}

const IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico'];

/** `/assets/a.js` -> `assets/a.js`; another origin's address -> null. */
export function localPath(href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const clean = href.split(/[?#]/)[0] ?? '';
  const trimmed = clean.replace(/^\.?\/+/, '');
  return trimmed === '' ? null : trimmed;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The scripts, module preloads and stylesheets a prerendered HTML file links to. */
export function findHtmlAssets(html: string): HtmlAssets {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const inlinedStylesheets: string[] = [];
  const add = (list: string[], href: string | undefined) => {
    const local = href === undefined ? null : localPath(href);
    if (local && !list.includes(local)) list.push(local);
  };
  // The stylesheets a `<noscript>` names are the inlined ones, which the entry loads after the
  // first paint (scripts/prerender.ts); so are those of a disabled link (earlier builds).
  const noscripts = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/gi)];
  for (const block of noscripts) {
    for (const link of (block[1] ?? '').matchAll(/<link\b([^>]*)>/gi)) {
      const attrs = attributes(link[1] ?? '');
      if (attrs.get('rel') === 'stylesheet') add(inlinedStylesheets, attrs.get('href'));
    }
  }
  const outside = noscripts.reduce((rest, block) => rest.replace(block[0], ''), html);
  for (const match of outside.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = attributes(match[2] ?? '');
    if (tag === 'script') {
      // The boot loader names the entry by its data-src (src/config/boot-loader.ts).
      add(scripts, attrs.get('src') ?? attrs.get('data-src'));
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet')) {
      add(attrs.has('disabled') ? inlinedStylesheets : stylesheets, attrs.get('href'));
    } else if (rel.includes('modulepreload')) add(scripts, attrs.get('href'));
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((match) => match[1] ?? '')
    .join('\n');
  return { scripts, stylesheets, inlinedStylesheets, inlineCss };
}

/**
 * Everything the given entry scripts (and the modules named by manifest key, which the entry
 * imports dynamically to hydrate the page) load before the page is interactive: the scripts, their
 * static imports (transitively, never other dynamic imports) and the CSS of each of those chunks.
 */
export function resolveStaticGraph(
  entryScripts: readonly string[],
  manifest: ViteManifest,
  hydrationKeys: readonly string[] = [],
): { scripts: string[]; stylesheets: string[] } {
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const seenKeys = new Set<string>();
  const visit = (key: string) => {
    if (seenKeys.has(key)) return;
    seenKeys.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!scripts.includes(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(css)) stylesheets.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of entryScripts) {
    const key = keyByFile.get(file);
    if (key === undefined) {
      if (!scripts.includes(file)) scripts.push(file);
    } else {
      visit(key);
    }
  }
  for (const key of hydrationKeys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    visit(key);
  }
  return { scripts, stylesheets };
}

/** The addresses of the service worker's precache manifest (injected as JSON by Workbox). */
export function parsePrecacheUrls(swSource: string): string[] {
  const urls: string[] = [];
  for (const match of swSource.matchAll(/\{[^{}]*?"url"\s*:\s*"([^"]+)"[^{}]*?\}/g)) {
    if (!/"revision"\s*:/.test(match[0])) continue;
    const local = localPath(match[1] ?? '');
    if (local && !urls.includes(local)) urls.push(local);
  }
  return urls;
}

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

function sizeOf(clientDir: string, file: string): AssetSize {
  const content = fs.readFileSync(path.join(clientDir, file));
  return { file, bytes: content.length, gzip: gzipSize(content) };
}

const sum = (items: readonly AssetSize[], key: 'bytes' | 'gzip') =>
  items.reduce((total, item) => total + item[key], 0);

/**
 * The page's HTML as the server sends it to a browser that accepts brotli: the build's `.br` file
 * beside it (scripts/precompress.ts), or, for a build without one, the HTML itself when it is too
 * small to be worth compressing.
 */
function servedHtmlSize(clientDir: string, htmlFile: string, html: string): number {
  const brotli = path.join(clientDir, `${htmlFile}.br`);
  return fs.existsSync(brotli) ? fs.statSync(brotli).size : Buffer.byteLength(html);
}

export function measurePageBytes(
  clientDir: string,
  page: string,
  manifest: ViteManifest,
  hydration: Readonly<Record<string, readonly string[]>> = {},
): PageBytes {
  const htmlFile = pageHtmlFile(page);
  const html = fs.readFileSync(path.join(clientDir, htmlFile), 'utf8');
  const linked = findHtmlAssets(html);
  const graph = resolveStaticGraph(linked.scripts, manifest, hydration[htmlFile] ?? []);
  const stylesheets = [...linked.stylesheets];
  for (const css of graph.stylesheets) {
    if (!stylesheets.includes(css) && !linked.inlinedStylesheets.includes(css))
      stylesheets.push(css);
  }
  const js = graph.scripts.map((file) => sizeOf(clientDir, file));
  const css = stylesheets.map((file) => sizeOf(clientDir, file));
  if (linked.inlineCss !== '') {
    const inline = Buffer.from(linked.inlineCss);
    css.unshift({ file: `${htmlFile} <style>`, bytes: inline.length, gzip: gzipSize(inline) });
  }
  return {
    page,
    htmlFile,
    htmlServed: servedHtmlSize(clientDir, htmlFile, html),
    js,
    css,
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
  };
}

function walkFiles(dir: string, root = dir): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walkFiles(full, root));
    else files.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return files;
}

export function measureBytes(clientDir: string, pages: readonly string[]): BytesResult {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;

  const hydrationFile = path.join(clientDir, PAGE_HYDRATION_FILE);
  const hydration = fs.existsSync(hydrationFile)
    ? (JSON.parse(fs.readFileSync(hydrationFile, 'utf8')) as Record<string, string[]>)
    : {};

  const precacheUrls = parsePrecacheUrls(fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8'));
  const missing = precacheUrls.filter((url) => !fs.existsSync(path.join(clientDir, url)));
  const precached = precacheUrls
    .filter((url) => !missing.includes(url))
    .map((url) => sizeOf(clientDir, url));

  const images = walkFiles(clientDir)
    .filter((file) => IMAGE_EXTENSIONS.includes(path.extname(file).toLowerCase()))
    .map((file) => ({ file, bytes: fs.statSync(path.join(clientDir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = images[0];

  return {
    pages: pages.map((page) => measurePageBytes(clientDir, page, manifest, hydration)),
    precache: {
      files: precacheUrls.length,
      bytes: sum(precached, 'bytes'),
      gzip: sum(precached, 'gzip'),
      missing,
    },
    largestImage: largest ? sizeOf(clientDir, largest.file) : null,
  };
}
