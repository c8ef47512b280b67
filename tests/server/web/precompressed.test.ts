import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';
import { bearer } from '../auth/accounts-helpers';
import { buildLeadsApp, submitContact, type LeadsTestApp } from '../leads/leads-helpers';

/** Text long enough (well over 1 KB) for the build to compress it. */
const filler = (line: string) => Array.from({ length: 80 }, (_, i) => `${line} ${i}`).join('\n');

/** A miniature build, precompressed by the build's own step: each kind of file the site serves. */
const FILES: Record<string, string> = {
  'index.html': `<h1>Главная</h1>${filler('<p>Инженерно-строительная компания</p>')}`,
  'services/electrical.html': `<h1>ЭЛЕКТРОМОНТАЖ</h1>${filler('<p>Щиты и кабели</p>')}`,
  '404.html': `<h1>Страница не найдена</h1>${filler('<!-- не найдено -->')}`,
  'account.html': `<div>account shell</div>${filler('<p>кабинет</p>')}`,
  'assets/app-abc123.js': filler('console.log("приложение");'),
  'assets/app-abc123.css': filler('.a{color:red}'),
  'icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${filler('<path d="M0 0h1"/>')}</svg>`,
  'manifest.webmanifest': JSON.stringify({ name: 'КУБ', notes: filler('манифест') }),
  'data.json': JSON.stringify({ items: filler('элемент') }),
  'sw.js': filler('self.addEventListener("fetch", () => {});'),
  'assets/tiny-1.js': 'console.log(1)',
};

/** How each kind of file is asked for, what type it has and how it is cached. */
const CASES = [
  { url: '/', file: 'index.html', type: 'text/html; charset=utf-8', cache: 'no-cache' },
  {
    url: '/services/electrical',
    file: 'services/electrical.html',
    type: 'text/html; charset=utf-8',
    cache: 'no-cache',
  },
  { url: '/account/profile', file: 'account.html', type: 'text/html', cache: 'no-cache' },
  { url: '/no/such/page', file: '404.html', type: 'text/html', cache: 'no-cache', status: 404 },
  {
    url: '/assets/app-abc123.js',
    file: 'assets/app-abc123.js',
    type: 'javascript',
    cache: 'public, max-age=31536000, immutable',
  },
  {
    url: '/assets/app-abc123.css',
    file: 'assets/app-abc123.css',
    type: 'text/css',
    cache: 'public, max-age=31536000, immutable',
  },
  { url: '/icons/logo.svg', file: 'icons/logo.svg', type: 'image/svg+xml', cache: 'public' },
  {
    url: '/manifest.webmanifest',
    file: 'manifest.webmanifest',
    type: 'application/manifest+json',
    cache: 'no-cache',
  },
  { url: '/data.json', file: 'data.json', type: 'application/json', cache: 'public' },
  { url: '/sw.js', file: 'sw.js', type: 'javascript', cache: 'no-cache' },
] as const;

const ENCODINGS = [
  { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
  { accept: 'gzip, deflate', encoding: 'gzip', decode: zlib.gunzipSync },
  { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
  { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
] as const;

describe('the built site is sent as the build compressed it', () => {
  let t: LeadsTestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-precompressed-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
      fs.writeFileSync(path.join(staticDir, file), text);
    }
    await precompressDir(staticDir);
    t = await buildLeadsApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each text file worth compressing, and only those', () => {
    for (const file of Object.keys(FILES)) {
      const compressed = file !== 'assets/tiny-1.js';
      expect(fs.existsSync(path.join(staticDir, `${file}.br`)), file).toBe(compressed);
      expect(fs.existsSync(path.join(staticDir, `${file}.gz`)), file).toBe(compressed);
    }
  });

  describe.each(CASES)('$url', ({ url, file, type, cache, ...rest }) => {
    const status = 'status' in rest ? rest.status : 200;
    const original = () => fs.readFileSync(path.join(staticDir, file));

    it.each(ENCODINGS)(
      'accept-encoding $accept → $encoding',
      async ({ accept, encoding, decode }) => {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: accept === undefined ? {} : { 'accept-encoding': accept },
        });
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toContain(type);
        expect(res.headers['cache-control']).toContain(cache);
        expect(res.headers['etag']).toBeTruthy();
        expect(res.headers['last-modified']).toBeTruthy();
        const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
        // Sent as stored: the file's bytes, not compressed again on the way.
        expect(res.rawPayload.equals(fs.readFileSync(path.join(staticDir, file + suffix)))).toBe(
          true,
        );
        expect(decode(res.rawPayload).equals(original())).toBe(true);
      },
    );

    it('answers HEAD with the headers of GET and no body', async () => {
      const headers = { 'accept-encoding': 'br' };
      const get = await t.app.inject({ method: 'GET', url, headers });
      const head = await t.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode).toBe(status);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['etag']).toBe(get.headers['etag']);
      expect(head.body).toBe('');
    });
  });

  it('gives each encoding its own ETag and revalidates each with 304', async () => {
    const etags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      const etag = String(res.headers['etag']);
      etags.add(etag);
      const again = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(etags.size).toBe(3);
  });

  it('answers a range of the representation it chose (RFC 9110 §14)', async () => {
    const file = path.join(staticDir, 'assets/app-abc123.js');
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(`${file}.br`).subarray(0, 10))).toBe(true);
    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity', range: 'bytes=5-14' },
    });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(fs.readFileSync(file).subarray(5, 15))).toBe(true);
  });

  it('sends a file too small to compress as it is, never compressed on the fly', async () => {
    const res = await t.app.inject({
      url: '/assets/tiny-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('does not serve the compressed variants at their own addresses', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/index.html.gz']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Страница не найдена');
    }
  });

  it('still compresses a dynamic API reply on the fly', async () => {
    for (let i = 0; i < 6; i += 1) await submitContact(t);
    for (const [accept, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/leads',
        headers: { ...bearer(t.manager.accessToken), 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = JSON.parse(decode(res.rawPayload).toString('utf8')) as { leads: unknown[] };
      expect(page.leads.length).toBeGreaterThanOrEqual(6);
    }
  });
});
