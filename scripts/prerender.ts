import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../src/entry-server';
import type { RouteMeta } from '../src/app/route-meta';

interface ServerEntry {
  render(url: string): PrerenderedPage;
  prerenderTargets(): { url: string; meta: RouteMeta }[];
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Fills the client's index.html template with one rendered page. */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const { meta, html } = page;
  const filled = template
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
  const written: string[] = [];
  for (const target of entry.prerenderTargets()) {
    const file = target.meta.file;
    if (!file) continue;
    const page = entry.render(target.url);
    const out = path.join(clientDir, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, fillTemplate(template, page));
    written.push(file);
  }
  return written;
}
