/**
 * `npm run build`: the client bundle, the server-rendering bundle, one prerendered HTML file per
 * public route, `.br` and `.gz` beside each text file, and the server bundle (dist-server/main.js) that `npm run serve` starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { createViteConfig } from '../vite.config';
import { build as esbuild } from 'esbuild';
import { prerender } from './prerender';
import { formatTotals, precompressDir } from './precompress';

const root = path.resolve(import.meta.dirname, '..');

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  // One date for every bundle, so prerendered dates equal what hydration expects.
  process.env.KUB_BUILD_DATE ??= today();

  // The server-rendering bundle first: the client build prerenders with it before the service
  // worker's precache list is made, so every prerendered page is precached with its own revision.
  await viteBuild({
    ...createViteConfig({ pwa: false }),
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist/ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      target: 'node20',
      // One file for the prerender: a module the client loads later (the route table's
      // `import()`) is imported statically here, on purpose, so Rolldown's note that the
      // dynamic import splits nothing is not news.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });

  const clientDir = path.join(root, 'dist/client');
  let pages: string[] = [];
  await viteBuild({
    ...createViteConfig({
      pwa: true,
      beforeServiceWorker: async () => {
        pages = await prerender(clientDir, path.join(root, 'dist/ssr/entry-server.js'));
      },
    }),
    root,
    configFile: false,
    logLevel: 'warn',
  });
  if (pages.length === 0) throw new Error('prerendering did not run');
  // Last, once every file (the service worker too) is final: the server sends these as they are.
  console.log(formatTotals(await precompressDir(clientDir)));

  fs.rmSync(path.join(root, 'dist-server'), { recursive: true, force: true });
  await esbuild({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: path.join(root, 'dist-server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });

  console.log(
    `built ${pages.length} prerendered pages and the server in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
