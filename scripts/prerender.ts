import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../src/entry-server';
import { createStyleReducer, dropInlinedFontFaces, reduceInlineStyles } from './critical-styles';

interface ServerEntry {
  render(url: string): PrerenderedPage;
  prerenderTargets(): { url: string; file: string }[];
  preloadAllRoutes(): Promise<void>;
  routeSource(pathname: string): string | null;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/**
 * Where the build records, for each prerendered HTML file, the modules (manifest keys) the entry
 * loads after the first paint to hydrate it: `npm run bench` sums their bytes. Not precached.
 */
export const PAGE_HYDRATION_FILE = '.vite/page-hydration.json';
export type PageHydration = Record<string, string[]>;

/** The module the entry loads after the first paint: the app, which hydrates the page. */
export const BOOT_SOURCE = 'src/boot.tsx';

/**
 * The stylesheet links a page needs besides the entry's own (which the template links): the CSS of
 * every chunk the app and the route's page chunk import statically. The prerendered page is styled
 * by them before any script runs (they are inlined afterwards). No script is preloaded: the app's
 * code is fetched after the first paint (src/main.ts), so it never competes with it.
 */
export function pageStylesheetTags(
  manifest: ViteManifest,
  sources: readonly string[],
  alreadyLinked: ReadonlySet<string> = new Set(),
): string {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    // What a chunk imports first, as in one bundle: its own rules override theirs.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!alreadyLinked.has(css)) styles.add(css);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    visit(source);
  }
  return [...styles]
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** A stylesheet link, with its line's indentation and end when it stands on a line of its own. */
const STYLESHEET_LINK = /(^[ \t]*)?<link\b[^>]*\brel="stylesheet"[^>]*>(\r?\n)?/gm;

/**
 * Puts the page's own stylesheets into the page: one `<style>` where the first `<link>` was, with
 * the files' rules in the order they were linked. A stylesheet in its own file costs a round trip
 * that blocks the first paint; inlined, the page paints as soon as its HTML arrives.
 *
 * Each inlined file stays named by a `disabled` link, which the browser never fetches: the chunk
 * loader (Vite's preload helper) looks for a stylesheet link before it adds one, so opening another
 * page later does not load these rules a second time (and out of order).
 */
export function inlineStylesheets(html: string, readCss: (file: string) => string): string {
  const links = html.match(STYLESHEET_LINK) ?? [];
  if (links.length === 0) return html;
  const files = links.map((tag) => {
    const href = /\bhref="\/([^"]+\.css)"/.exec(tag)?.[1];
    if (!href) throw new Error(`cannot inline ${tag}: no local stylesheet address`);
    return href;
  });
  const css = files.map((file) => readCss(file).trim()).join('\n');
  if (/<\/style/i.test(css))
    throw new Error('a stylesheet contains "</style" and cannot be inlined');
  const inlined = [
    `<style>${css}</style>`,
    ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
  ].join('\n    ');
  let first = true;
  return html.replace(STYLESHEET_LINK, (_tag, indent?: string, end?: string) => {
    if (!first) return '';
    first = false;
    return `${indent ?? ''}${inlined}${end ?? ''}`;
  });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Fills the client's index.html template with one rendered page. */
export function fillTemplate(template: string, page: PrerenderedPage, headTags = ''): string {
  const { meta, html } = page;
  const filled = template
    .replace('</head>', headTags ? `    ${headTags}\n  </head>` : '</head>')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('<body>', meta.area ? `<body class="area-${meta.area}">` : '<body>')
    .replace('<!--app-html-->', html);
  if (!filled.includes(html)) throw new Error('the template has no <!--app-html--> slot');
  // A page without the element its `<link rel="expect">` names would paint nothing until parsed.
  for (const [, id] of template.matchAll(/<link rel="expect" href="#([^"]+)"/g)) {
    if (!html.includes(`id="${id}"`)) throw new Error(`${meta.title}: no element #${id} to expect`);
  }
  return filled;
}

/** Writes one HTML file per public route (and 404.html) into the client build. */
export async function prerender(clientDir: string, serverEntryFile: string): Promise<string[]> {
  const templatePath = path.join(clientDir, 'index.html');
  const template = fs.readFileSync(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  await entry.preloadAllRoutes();
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  const alreadyLinked = new Set(
    [...template.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  const readCss = (file: string) => fs.readFileSync(path.join(clientDir, file), 'utf8');
  const written: string[] = [];
  const hydration: PageHydration = {};
  const styleReducer = createStyleReducer(clientDir);
  for (const target of entry.prerenderTargets()) {
    const { file } = target;
    const page = entry.render(target.url);
    const source = entry.routeSource(target.url);
    const out = path.join(clientDir, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const sources = source ? [BOOT_SOURCE, source] : [BOOT_SOURCE];
    // Sections hydrated on approach are drawn by the server: their styles come with the page.
    const styled = [...sources, ...page.islands];
    const html = fillTemplate(template, page, pageStylesheetTags(manifest, styled, alreadyLinked));
    fs.writeFileSync(out, await reduceInlineStyles(inlineStylesheets(html, readCss), styleReducer));
    hydration[file] = sources;
    written.push(file);
  }
  fs.writeFileSync(path.join(clientDir, PAGE_HYDRATION_FILE), JSON.stringify(hydration, null, 2));
  dropFontFacesFromStylesheets(clientDir, written);
  return written;
}

/**
 * Once every page carries the @font-face rules inline, the built stylesheets no longer need them
 * (see `dropInlinedFontFaces`); the source CSS keeps them for the dev server.
 */
function dropFontFacesFromStylesheets(clientDir: string, pageFiles: readonly string[]): void {
  const pages = pageFiles.map((file) => ({
    file,
    html: fs.readFileSync(path.join(clientDir, file), 'utf8'),
  }));
  const assets = path.join(clientDir, 'assets');
  for (const name of fs.readdirSync(assets).filter((entry) => entry.endsWith('.css'))) {
    const file = path.join(assets, name);
    const css = fs.readFileSync(file, 'utf8');
    const kept = dropInlinedFontFaces(css, pages);
    if (kept !== css) fs.writeFileSync(file, kept);
  }
}
