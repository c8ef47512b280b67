import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pickSiteEnv } from './src/config/site-config.ts';

/** Today's local date, unless the build script fixed one for all of its builds. */
function buildDate(): string {
  const fixed = process.env.KUB_BUILD_DATE;
  if (fixed) return fixed;
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const API_PORT = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  define: {
    __SITE_ENV__: JSON.stringify(pickSiteEnv(process.env)),
    __BUILD_DATE__: JSON.stringify(buildDate()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
    },
  },
});
