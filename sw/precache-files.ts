/**
 * Which files of the build the service worker precaches (Workbox's injectManifest globs, used by
 * vite.config.ts): every prerendered page, chunk, stylesheet, font, image and data file.
 */
export const PRECACHE_FILES = {
  globPatterns: ['**/*.{js,css,html,svg,woff2,json,png}'],
  // Manifest screenshots are for the browser's install dialog, which is online: not worth a place
  // in every visitor's offline cache.
  globIgnores: ['**/.vite/**', 'sw.js', 'icons/screenshot-*.png'],
};
