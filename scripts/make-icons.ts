/**
 * Renders the app icons (PNG) from public/icons/app-icon.svg and maskable-icon.svg with the
 * machine's Chromium. Run after changing the SVGs: `npx tsx scripts/make-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(import.meta.dirname, '..');
const icons = path.join(root, 'public/icons');

const targets: [source: string, out: string, size: number][] = [
  ['app-icon.svg', 'icon-192.png', 192],
  ['app-icon.svg', 'icon-512.png', 512],
  ['maskable-icon.svg', 'apple-touch-icon.png', 180],
  ['maskable-icon.svg', 'maskable-192.png', 192],
  ['maskable-icon.svg', 'maskable-512.png', 512],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const [source, out, size] of targets) {
    const svg = fs.readFileSync(path.join(icons, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(icons, out), omitBackground: true });
    console.log(`public/icons/${out}`);
  }
} finally {
  await browser.close();
}
