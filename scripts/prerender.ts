import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../src/entry-server';
import type { RouteMeta } from '../src/app/route-meta';

interface ServerEntry {
  render(url: string): PrerenderedPage;
  prerenderTargets(): { url: string; meta: RouteMeta }[];
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
 * The head tags a route's page chunk needs before hydration: its script and the shared chunks it
 * imports (modulepreload), and its styles (so the prerendered page is styled before any script).
 * The entry chunk and its CSS are in the template already.
 */
export function routeHeadTags(
  manifest: ViteManifest,
  source: string,
  alreadyLinked: ReadonlySet<string> = new Set(),
): string {
  if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!alreadyLinked.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !alreadyLinked.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
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
  const written: string[] = [];
  for (const target of entry.prerenderTargets()) {
    const file = target.meta.file;
    if (!file) continue;
    const page = entry.render(target.url);
    const source = entry.routeSource(target.url);
    const out = path.join(clientDir, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      fillTemplate(template, page, source ? routeHeadTags(manifest, source, alreadyLinked) : ''),
    );
    written.push(file);
  }
  return written;
}
