import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from './fixtures';
import { FIRST_FLIGHT_BYTES, TCP_INITIAL_WINDOW_BYTES } from '../../scripts/first-flight';
import { KIOSK_ROOT_ATTRIBUTE } from '../../src/domain/kiosk/kiosk-mode';
import { collectPageFiles } from '../../server/modules/web/page-files';

/**
 * The first flight (issue 15): every prerendered page, as the server sends it to a browser
 * (brotli, precompressed by the build), fits in TCP's first round trip, headers aside.
 */
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const pages = [...collectPageFiles(clientDir).keys()].sort();

interface RawResponse {
  headers: http.IncomingHttpHeaders;
  /** The bytes of the status line and headers as they came (HTTP/1.1). */
  headBytes: number;
  body: Buffer;
}

function getRaw(url: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`;
      const lines: string[] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
      }
      const headBytes = Buffer.byteLength(statusLine + lines.join('') + '\r\n');
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, headBytes, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

test('the build has pages to measure', () => {
  expect(pages.length).toBeGreaterThan(10);
});

for (const route of pages) {
  test(`${route} arrives in the first flight (≤ ${FIRST_FLIGHT_BYTES} bytes, brotli)`, async ({
    baseURL,
  }) => {
    const { headers, headBytes, body } = await getRaw(`${baseURL}${route}`);
    expect(headers['content-encoding']).toBe('br');
    expect(body.length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    // With its status line and headers, in TCP's initial window.
    expect(headBytes + body.length).toBeLessThanOrEqual(TCP_INITIAL_WINDOW_BYTES);
    // What arrives is the page itself, with its heading and its first-paint styles inline.
    const html = zlib.brotliDecompressSync(body).toString('utf8');
    const file = collectPageFiles(clientDir).get(route) ?? '';
    expect(html).toBe(fs.readFileSync(path.join(clientDir, file), 'utf8'));
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    // No first-paint rule depends on the kiosk mode's mark, which the entry sets after the paint
    // (the boot loader reads no storage before it: src/config/boot-loader.ts).
    const inline = [...html.matchAll(/<style>([^<]+)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline).not.toContain(`[${KIOSK_ROOT_ATTRIBUTE}]`);
  });
}
