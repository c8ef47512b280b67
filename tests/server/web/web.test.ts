import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { cacheControlFor } from '../../../server/modules/web/web-plugin';
import { BOOT_LOADER_SCRIPT } from '../../../src/config/boot-loader';
import { GLYPH_FACES_SCRIPT } from '../../../src/config/glyph-faces-loader';

/** A miniature build: two pages, the not-found page and a hashed asset. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-static-'));
  fs.mkdirSync(path.join(dir, 'services'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, 'services/electrical.html'), '<h1>ЭЛЕКТРОМОНТАЖ</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Страница не найдена</h1>');
  fs.writeFileSync(path.join(dir, 'account.html'), '<div>account shell</div>');
  fs.writeFileSync(
    path.join(dir, 'account.html.br'),
    brotliCompressSync('<div>account shell</div>'),
  );
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1)');
  return dir;
}

describe('serving the built site', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fakeBuild();
    t = await buildTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves each route from its own prerendered file, revalidated every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/electrical' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('ЭЛЕКТРОМОНТАЖ');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("allows two inline scripts by their hashes, the boot loader and the glyph faces' loader", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const hash = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSrc?.[1]).toBe(
      `'self' 'sha256-${hash(BOOT_LOADER_SCRIPT)}' 'sha256-${hash(GLYPH_FACES_SCRIPT)}'`,
    );
  });

  // Set by one helmet middleware on every reply, whatever answers it (server/plugins/security.ts).
  it.each([
    ['a page', 'GET', '/services/electrical', 200],
    ['a hashed asset', 'GET', '/assets/app-abc123.js', 200],
    ['the not-found page', 'GET', '/no-such-page', 404],
    ['an API answer', 'GET', '/api/health', 200],
    ['an API refusal', 'POST', '/api/contact-requests', 400],
  ] as const)('sends the security headers with %s', async (_what, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Only the account area's documents are kept from other sites' windows (the next tests).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // No HSTS (TLS ends before this server) and no cross-origin isolation.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it.each(['/account', '/account/profile', '/account/admin', '/account/anything/else'])(
    'serves the account shell for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('account shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  // However the account shell is asked for: its addresses, its file's own name (which the service
  // worker precaches), compressed or not.
  it.each([
    ['/account', 'br'],
    ['/account/leads/12', 'br'],
    ['/account/leads', 'identity'],
    ['/account.html', 'br'],
    ['/account.html', 'identity'],
  ])("keeps the account document from other sites' windows: %s (%s)", async (url, encoding) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': encoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each(['/', '/services/electrical', '/index.html', '/no-such-page', '/api/health'])(
    'leaves %s without an opener policy (a public page starts in the process it was opened in)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it('serves / from index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('home');
  });

  it('redirects a trailing slash to the route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/electrical/?a=1' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/services/electrical?a=1');
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Страница не найдена');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('survives a malformed address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: 'Некорректный запрос.' });
  });

  it('answers a share that reached the server with a 303 to the form, which then explains', async () => {
    const boundary = '----kubshare';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      '',
      'Резюме',
      `--${boundary}`,
      'Content-Disposition: form-data; name="resume"; filename="cv.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4 резюме',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/share-target',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(body),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pro?shared=failed');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a body larger than any other form takes', 'application/pdf', Buffer.alloc(300 * 1024)],
    ['no body', undefined, undefined],
    ['a form post', 'application/x-www-form-urlencoded', Buffer.from('text=hi')],
  ])('answers a share with %s the same way', async (_label, type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/share-target',
      headers: type ? { 'content-type': type } : {},
      payload,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pro?shared=failed');
  });

  it.each([
    ['/assets/x-1.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/images/hero.svg', 'public, max-age=86400'],
  ])('cache policy of %s is %s', (url, policy) => {
    expect(cacheControlFor(url)).toBe(policy);
  });
});
