import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { getManifest } from 'workbox-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../../../src/app/route-registry';
import { prerenderList } from '../../../src/app/route-serving';
import { webPlugin } from '../../../server/modules/web/web-plugin';
import { PRECACHE_FILES } from '../../../sw/precache-files';
import { offlineNavigationFiles, pageFileFor, strategyFor } from '../../../sw/routing-policy';

/** One more page, as an engineer adding it would write it: one entry of the registry. */
const FAQ: RouteEntry = {
  path: '/pages/faq',
  page: { page: 'projects' },
  name: 'Вопросы и ответы',
  area: 'projects',
  serving: 'prerendered',
};
const WITH_FAQ: readonly RouteEntry[] = [...ROUTES, FAQ];
const ORIGIN = 'https://kub.example';

/** A build directory as the prerender writes it: one file per entry of the prerender list. */
function writeBuild(routes: readonly RouteEntry[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-registry-'));
  for (const { url, file } of prerenderList(routes)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `<h1>page ${url}</h1>`);
  }
  return dir;
}

async function serve(staticDir: string, routes: readonly RouteEntry[]): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(webPlugin, { staticDir, routes });
  await app.ready();
  return app;
}

describe('a route added to the registry', () => {
  let dir: string;
  let precached: Set<string>;
  beforeAll(async () => {
    dir = writeBuild(WITH_FAQ);
    const { manifestEntries } = await getManifest({ globDirectory: dir, ...PRECACHE_FILES });
    precached = new Set((manifestEntries ?? []).map((entry) => `/${entry.url}`));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is prerendered to its own file', () => {
    expect(prerenderList(WITH_FAQ)).toContainEqual({ url: '/pages/faq', file: 'pages/faq.html' });
    expect(prerenderList(ROUTES).map((target) => target.url)).not.toContain('/pages/faq');
  });

  it('is precached, and the service worker answers its navigation from the precache', () => {
    expect(precached).toContain('/pages/faq.html');
    const isPrecached = (pathname: string) => precached.has(pageFileFor(pathname, WITH_FAQ));
    const request = { url: new URL('/pages/faq', ORIGIN), method: 'GET', mode: 'navigate' };
    expect(strategyFor(request, ORIGIN, isPrecached)).toBe('precache');
    expect(offlineNavigationFiles('/pages/faq/', WITH_FAQ)[0]).toBe('/pages/faq.html');
    // Without the entry the same address is an unknown page: network, then the not-found page.
    const without = (pathname: string) => precached.has(pageFileFor(pathname));
    expect(strategyFor(request, ORIGIN, without)).toBe('navigation');
    expect(offlineNavigationFiles('/pages/faq')).toEqual(['/404.html']);
  });

  it('is served by the server from its file, and only while it is in the registry', async () => {
    const app = await serve(dir, WITH_FAQ);
    const page = await app.inject({ method: 'GET', url: '/pages/faq' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('page /pages/faq');
    const slash = await app.inject({ method: 'GET', url: '/pages/faq/' });
    expect(slash.statusCode).toBe(308);
    expect(slash.headers.location).toBe('/pages/faq');
    await app.close();

    const before = await serve(dir, ROUTES);
    const unknown = await before.inject({ method: 'GET', url: '/pages/faq' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('page /__not-found__');
    await before.close();
  });
});
