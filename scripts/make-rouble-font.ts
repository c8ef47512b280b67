/**
 * Writes the rouble sign's faces of 'Kub Sans' (src/styles/fonts/, declared in src/styles/font.css):
 * the one glyph U+20BD of Arimo, regular and bold, as WOFF2 (about 0.7 KB each). Arimo (SIL OFL 1.1,
 * src/styles/fonts/OFL.txt) is the open design Liberation Sans 2 is built on, Arial's metrics.
 * Run after changing the glyph's source: `npx tsx scripts/make-rouble-font.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROUBLE_SIGN = '\u20BD';
const root = path.resolve(import.meta.dirname, '..');
const arimo = path.join(root, 'node_modules/@fontsource/arimo');
const out = path.join(root, 'src/styles/fonts');

for (const weight of [400, 700]) {
  const source = fs.readFileSync(path.join(arimo, `files/arimo-latin-ext-${weight}-normal.woff2`));
  const face = await subsetFont(source, ROUBLE_SIGN, { targetFormat: 'woff2' });
  const file = path.join(out, `kub-sans-rouble-${weight}.woff2`);
  fs.writeFileSync(file, face);
  console.log(`${path.relative(root, file)}: ${face.length} bytes`);
}
fs.copyFileSync(path.join(arimo, 'LICENSE'), path.join(out, 'OFL.txt'));
