import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';

/** What a raw client gets back before the server ends its connection. */
function talk(port: number, write: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => write(socket));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('slow clients are cut off, and the server keeps serving the others', () => {
  let t: TestApp;
  let port: number;
  beforeEach(async () => {
    // The production limits are 15 s for headers and 120 s for a whole request; here a fraction.
    t = await buildTestApp({ headersTimeoutMs: 300, requestTimeoutMs: 900 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterEach(() => t.close());

  it('a client that never finishes its headers (slow-loris) gets 408 and the connection closes', async () => {
    const received = await talk(port, (socket) => {
      socket.write('POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1');
    });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('an upload that trickles in is cut off with 408', async () => {
    let timer: NodeJS.Timeout | undefined;
    const received = await talk(port, (socket) => {
      socket.write(
        'POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 4000\r\n\r\n{',
      );
      // One byte now and then: the body would take minutes.
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, 50);
      socket.on('close', () => clearInterval(timer));
    });
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
