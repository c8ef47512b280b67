import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../src/entry-server';
import { createStyleReducer, dropInlinedFontFaces, reduceInlineStyles } from './critical-styles';
import { bootLoaderTag } from '../src/config/boot-loader';

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
 * The files stay named by a `<noscript>` beside it: a page without script applies them from there,
 * and the entry (src/app/page-stylesheets.ts) reads them from it to load them after the first
 * paint, under the links the chunk loader (Vite's preload helper) looks for before it adds one. No
 * `<link>` outside it: Chromium fetches even a `disabled` stylesheet link at once, at the highest
 * priority, before the page paints.
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
  const inlined =
    `<style>${css}</style>` +
    `<noscript>${files.map((file) => `<link rel="stylesheet" href="/${file}">`).join('')}</noscript>`;
  let first = true;
  return html.replace(STYLESHEET_LINK, (_tag, indent?: string, end?: string) => {
    if (!first) return '';
    first = false;
    return `${indent ?? ''}${inlined}${end ?? ''}`;
  });
}

/** The entry's module script as Vite writes it into the template, and its module preloads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /^[ \t]*<link rel="modulepreload"[^>]*>\r?\n?/gm;

/**
 * Puts the boot loader (src/config/boot-loader.ts) where the entry's module script was, and drops the
 * module preloads of its imports: nothing of the app's code is fetched before the page has painted.
 */
export function loadEntryAfterPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry?.[1]) throw new Error('the template has no entry module script');
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(entry[0], () => bootLoaderTag(entry[1] ?? ''));
}

/**
 * The template's lines without their indentation: whitespace between the head's elements and
 * around the root means nothing to the page, and `/` has few bytes of its first flight to spare.
 */
export function unindent(template: string): string {
  return template.replace(/\n[ \t]+</g, '\n<');
}

/** The web app manifest's link, as vite-plugin-pwa adds it to the head (with what trails it). */
const MANIFEST_LINK = /[ \t]*<link rel="manifest" href="([^"]+)">[ \t]*/;

/**
 * Moves the web app manifest's link into the head's `<noscript>` (which names the full stylesheets):
 * the entry links it once the page has painted (src/app/page-stylesheets.ts). Linked in the HTML,
 * Chromium fetched the manifest, and then its icons, as soon as the page had loaded, which for a
 * page that loads no script before its first paint was often before that paint.
 */
export function deferManifestLink(html: string): string {
  const manifest = MANIFEST_LINK.exec(html);
  if (!manifest) return html;
  if (!html.includes('</noscript>')) throw new Error('the page has no <noscript> for its manifest');
  return html
    .replace(manifest[0], '')
    .replace('</noscript>', () => `<link rel="manifest" href="${manifest[1]}"></noscript>`);
}

/** An image preload React writes for an image of the page (`<link rel="preload" as="image">`). */
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="([^"]+)"[^>]*\/>/g;

/**
 * Drops React's preloads of images the page's own markup shows: the whole page arrives in the
 * first flight (scripts/first-flight.ts), so the browser finds each `<img>` as early as its preload,
 * at the priority the `<img>` asks for; the preload only added bytes to that flight.
 */
export function dropRedundantImagePreloads(html: string): string {
  const shown = new Set(
    [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1]),
  );
  return html.replace(IMAGE_PRELOAD, (tag, href: string) => (shown.has(href) ? '' : tag));
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
  const built = fs.readFileSync(templatePath, 'utf8');
  const template = unindent(loadEntryAfterPaint(built));
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  await entry.preloadAllRoutes();
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  const alreadyLinked = new Set(
    [...built.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  // Each stylesheet is read once, however many pages inline it.
  const cssFiles = new Map<string, string>();
  const readCss = (file: string) => {
    let css = cssFiles.get(file);
    if (css === undefined) {
      css = fs.readFileSync(path.join(clientDir, file), 'utf8');
      cssFiles.set(file, css);
    }
    return css;
  };
  const pages: { file: string; html: string }[] = [];
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
    const html = dropRedundantImagePreloads(
      fillTemplate(template, page, pageStylesheetTags(manifest, styled, alreadyLinked)),
    );
    const inlined = deferManifestLink(inlineStylesheets(html, readCss));
    const reduced = await reduceInlineStyles(inlined, styleReducer);
    fs.writeFileSync(out, reduced);
    hydration[file] = sources;
    pages.push({ file, html: reduced });
  }
  fs.writeFileSync(path.join(clientDir, PAGE_HYDRATION_FILE), JSON.stringify(hydration, null, 2));
  dropFontFacesFromStylesheets(clientDir, pages);
  return pages.map(({ file }) => file);
}

/**
 * Once every page carries the @font-face rules inline, the built stylesheets no longer need them
 * (see `dropInlinedFontFaces`); the source CSS keeps them for the dev server.
 */
function dropFontFacesFromStylesheets(
  clientDir: string,
  pages: readonly { file: string; html: string }[],
): void {
  const assets = path.join(clientDir, 'assets');
  for (const name of fs.readdirSync(assets).filter((entry) => entry.endsWith('.css'))) {
    const file = path.join(assets, name);
    const css = fs.readFileSync(file, 'utf8');
    const kept = dropInlinedFontFaces(css, pages);
    if (kept !== css) fs.writeFileSync(file, kept);
  }
}
