/**
 * Requests Node's HTTP parser refuses never reach a route, so inject() cannot send them: here they
 * go over a real socket. Found by the fuzzing work of issue 16: they were answered with Fastify's
 * default English `{"error":"Bad Request","message":"Client Error","statusCode":400}`; now with the
 * API's `{ ok: false, error }` in Russian (server/plugins/errors.ts, clientErrorHandler).
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { FUZZ_TEST_SEED } from './fuzz-seed';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await t.close();
});

/**
 * Writes raw bytes, reads until the server closes (bounded: 5 s), returns what came back. The
 * request side is closed after the bytes unless `keepOpen`: a server answering a valid request
 * after an await (a database round trip) would see a half-closed socket and drop the reply.
 */
function rawRequest(bytes: string | Buffer, keepOpen = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    if (keepOpen) socket.write(bytes);
    else socket.end(bytes);
  });
}

interface RawReply {
  status: number;
  headers: string;
  body: string;
}

function parseReply(text: string): RawReply | null {
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return null;
  const head = text.slice(0, split);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  // The first reply only (a pipelined rest may have its own); our error replies carry a length.
  const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
  const rest = Buffer.from(text.slice(split + 4), 'utf8');
  const body = length === undefined ? rest : rest.subarray(0, Number(length));
  return { status, headers: head, body: body.toString('utf8') };
}

function expectRussianJson(reply: RawReply | null, status: number) {
  expect(reply?.status).toBe(status);
  expect(reply?.headers).toMatch(/content-type: application\/json/i);
  const body = JSON.parse(reply!.body) as { ok: boolean; error: string };
  expect(body.ok).toBe(false);
  expect(body.error).toMatch(/[А-Яа-яЁё]/);
}

describe('requests the HTTP parser refuses', () => {
  it('a malformed header line: 400 with the Russian JSON error', async () => {
    const reply = parseReply(
      await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\nBad\r\n\r\n'),
    );
    expectRussianJson(reply, 400);
    expect(JSON.parse(reply!.body)).toEqual({ ok: false, error: 'Некорректный запрос.' });
  });

  it('a broken chunked body and a garbage request line: 400 the same way', async () => {
    const chunked =
      'POST /api/forms HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n' +
      'Transfer-Encoding: chunked\r\n\r\nzz\r\n\r\n';
    expectRussianJson(parseReply(await rawRequest(chunked)), 400);
    expectRussianJson(parseReply(await rawRequest('GARBAGE\r\n\r\n')), 400);
  });

  it('an HTTP/1.1 request without Host: 400 in Russian (Node answered a bare 400 itself)', async () => {
    const reply = parseReply(await rawRequest('GET /api/health HTTP/1.1\r\n\r\n'));
    expectRussianJson(reply, 400);
    // HTTP/1.0 has no Host requirement.
    const old = parseReply(await rawRequest('GET /api/health HTTP/1.0\r\n\r\n', true));
    expect(old?.status).toBe(200);
  });

  it('headers over the size limit: 431 in Russian', async () => {
    const big = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectRussianJson(parseReply(await rawRequest(big)), 431);
  });

  it('random request heads: never a 5xx, every error in the API shape, the server still up', async () => {
    const line = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 60 }),
      fc.constantFrom(
        'Host: x',
        'Content-Length: -1',
        'Content-Length: 5',
        'Content-Length: 1, 2',
        'Transfer-Encoding: chunked',
        'Transfer-Encoding: gzip, chunked',
        'Content-Type: text/plain',
        ' folded',
        ':',
        'X: \u0001',
      ),
    );
    const head = fc.tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'G\u0000T', ''),
      fc.constantFrom('/api/health', '/api/forms', '/api/%ZZ', '*', 'http://x/api/health', ''),
      fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 x', ''),
      fc.array(line, { maxLength: 6 }),
      fc.string({ unit: 'binary-ascii', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(head, async ([method, target, version, lines, rest]) => {
        const text = `${method} ${target} ${version}\r\n${lines.join('\r\n')}\r\n\r\n${rest}`;
        const reply = parseReply(await rawRequest(Buffer.from(text, 'latin1')));
        if (reply === null) return; // closed without an answer (or an answer cut): no leak
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(reply.headers).toMatch(/content-type: application\/json/i);
          const body = JSON.parse(reply.body) as {
            ok: boolean;
            error: string;
          };
          expect(body.ok).toBe(false);
          expect(body.error).toMatch(/[А-Яа-яЁё]/);
        }
      }),
      { seed: FUZZ_TEST_SEED, numRuns: 60 },
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 60_000);
});
