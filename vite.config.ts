import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pickSiteEnv } from './src/config/site-config.ts';
import { webManifest } from './src/config/web-manifest.ts';
import { PRECACHE_FILES } from './sw/precache-files.ts';
import { reactRouterTreeshake } from './scripts/react-router-treeshake.ts';
import { startChunkGroups } from './scripts/start-chunks.ts';

/**
 * V8's explicit compile hint: every chunk the app loads is loaded when it is about to run (at the
 * start, or when the visitor opens what it serves), so its functions are compiled eagerly, off
 * the main thread, while the file streams in.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Today's local date, unless the build script fixed one for all of its builds. */
function buildDate(): string {
  const fixed = process.env.KUB_BUILD_DATE;
  if (fixed) return fixed;
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The app's version as estimates carry it (issue 17): the package version and the build date. */
function appVersion(): string {
  const { version } = JSON.parse(
    readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return `${version}+${buildDate()}`;
}

const API_PORT = Number(process.env.API_PORT ?? 3001);

export interface ViteConfigOptions {
  /** Include the service worker build (off for tests and the server-rendering bundle). */
  pwa?: boolean;
  /** Runs after the client bundle is written and before the service worker's precache list is made. */
  beforeServiceWorker?: () => Promise<void>;
}

export function createViteConfig(options: ViteConfigOptions = {}): UserConfig {
  const { pwa = true, beforeServiceWorker } = options;
  return {
    plugins: [
      react(),
      reactRouterTreeshake(),
      pwa &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          manifest: webManifest(process.env),
          manifestFilename: 'manifest.webmanifest',
          includeManifestIcons: false,
          injectManifest: {
            ...PRECACHE_FILES,
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          },
          devOptions: { enabled: false },
          integration: beforeServiceWorker
            ? { beforeBuildServiceWorker: () => beforeServiceWorker() }
            : undefined,
        }),
    ],
    define: {
      __SITE_ENV__: JSON.stringify(pickSiteEnv(process.env)),
      __BUILD_DATE__: JSON.stringify(buildDate()),
      __APP_VERSION__: JSON.stringify(appVersion()),
    },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // V8 compiles every function of a chunk on the thread that streams it in, not lazily on
          // the main thread at its first call (Chromium 136+; see docs/decisions.md, issue 15).
          postBanner: COMPILE_HINT,
          // What every page starts with in three chunks (see scripts/start-chunks.ts).
          codeSplitting: {
            groups: [
              ...startChunkGroups({
                root: import.meta.dirname,
                entry: 'src/main.ts',
                boot: 'src/boot.tsx',
                libraries: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              }),
              // The form pieces with styles of their own in one chunk (one stylesheet): every page
              // with a request form (the contact form, the application) starts with all four, and
              // four small stylesheets compress to 0.3 KB more than one. A form without a checkbox
              // (the kiosk's PIN, the power calculator's fields) loads the other three with it.
              {
                name: 'form-kit',
                test: /[\\/]src[\\/]ui[\\/]form[\\/](form-field|checkbox-field|honeypot-field|request-outcome)\.tsx$/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
      },
    },
  };
}

export default defineConfig(createViteConfig({ pwa: false }));
