/**
 * Renders the manifest's install screenshots (wide 1280x800, narrow 540x1170) from a running
 * production server: `npm run build && npm run serve`, then `npx tsx scripts/make-screenshots.ts`.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3001';
const out = path.resolve(import.meta.dirname, '../public/icons');
const shots = [
  { file: 'screenshot-wide.png', url: '/', width: 1280, height: 800, scale: 1, scrollTo: null },
  {
    file: 'screenshot-narrow.png',
    url: '/services/electrical/power-connection',
    width: 360,
    height: 780,
    scale: 1.5,
    scrollTo: 'Калькулятор подключения',
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
    });
    await page.goto(`${base}${shot.url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    if (shot.scrollTo) {
      await page.getByRole('region', { name: shot.scrollTo }).evaluate((el) => {
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72 });
      });
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: path.join(out, shot.file) });
    console.log(`public/icons/${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
}
