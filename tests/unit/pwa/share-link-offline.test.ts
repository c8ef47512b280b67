import { describe, expect, it } from 'vitest';
// Workbox's own matching of a request URL to precache keys, with the options sw.ts passes.
import { generateURLVariations } from 'workbox-precaching/utils/generateURLVariations.js';
import { PRECACHE_MATCHING, pageFileFor } from '../../../sw/routing-policy';

const ORIGIN = 'https://kub.example';

describe('a calculator share link opens offline from the precached page', () => {
  it.each([
    [
      '/services/electrical/indoor?type=retail&level=premium&hall=150',
      '/services/electrical/indoor.html',
    ],
    ['/services/electrical/power-upgrade?q=222222', '/services/electrical/power-upgrade.html'],
    [
      '/services/electrical/power-connection?addr=%D0%A2%D0%B2%D0%B5%D1%80%D1%8C&kw=15&m=100&ph=3',
      '/services/electrical/power-connection.html',
    ],
  ])('%s -> %s', (address, file) => {
    const variations = [...generateURLVariations(`${ORIGIN}${address}`, PRECACHE_MATCHING)];
    expect(variations).toContain(`${ORIGIN}${file}`);
  });

  it('the offline navigation fallback picks the page by its path alone', () => {
    const url = new URL(`${ORIGIN}/services/electrical/indoor?type=retail`);
    expect(pageFileFor(url.pathname)).toBe('/services/electrical/indoor.html');
  });
});
