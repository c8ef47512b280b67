import fs from 'node:fs';
import path from 'node:path';

/**
 * Maps page addresses to the prerendered HTML files of the build: `index.html` serves `/`,
 * `a/b.html` serves `/a/b`. Read once at start.
 */
export function collectPageFiles(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = path.relative(root, full).split(path.sep).join('/');
        if (rel === '404.html') continue;
        const route = rel === 'index.html' ? '/' : `/${rel.slice(0, -'.html'.length)}`;
        pages.set(route, rel);
      }
    }
  };
  walk(root);
  return pages;
}
