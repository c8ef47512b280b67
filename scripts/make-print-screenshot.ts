/**
 * Renders the A4 printout of an estimate («Распечатать») to docs/images/estimate-print.png for the
 * README: Chromium prints the indoor calculator's page opened from a share link to PDF (print
 * media, A4, as the print dialog does), and Poppler's pdftoppm draws the first page at 96 dpi (794 × 1123, A4 in CSS pixels).
 * Needs a running production server and pdftoppm (Debian: poppler-utils):
 * `npm run build && npm run serve`, then `npm run screenshot:print` (BASE_URL to point elsewhere).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3001';
const link = '/services/electrical/indoor?type=retail&level=premium&hall=150&cash=3';
const out = path.resolve(import.meta.dirname, '../docs/images/estimate-print.png');
/** Enough to read the sheet on a README page, small enough to keep the file under 200 KB. */
const DPI = 96;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-print-'));
try {
  const page = await browser.newPage({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await page.goto(`${base}${link}`);
  // The link's inputs are applied once the app has started: then the query leaves the address.
  await page.waitForURL((url) => url.search === '');
  await page.getByRole('combobox', { name: 'Тип объекта' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  await page.locator('.estimate-sheet').waitFor();
  const pdf = path.join(work, 'estimate.pdf');
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  const stem = path.join(work, 'estimate');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(DPI),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    stem,
  ]);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.copyFileSync(`${stem}.png`, out);
  console.log(
    `${path.relative(process.cwd(), out)}: ${Math.round(fs.statSync(out).size / 1024)} KB`,
  );
} finally {
  await browser.close();
  fs.rmSync(work, { recursive: true, force: true });
}
