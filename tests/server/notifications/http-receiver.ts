import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** What the receiver answered (0: held, never answered). */
  status: number;
}

/**
 * A real webhook receiver on 127.0.0.1 (an ephemeral port): records every request, answers 200 or,
 * when told, 500; it can go down (port closed) and come back on the same port.
 */
export interface HttpReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Requests answered 200. */
  accepted(): ReceivedRequest[];
  failWith(status: number | null): void;
  /** While on, calls are read and never answered (a receiver that hangs). */
  hold(on: boolean): void;
  /** Calls left unanswered so far. */
  held(): number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shut(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  let failure: number | null = null;
  let holding = false;
  let heldCount = 0;
  const handler: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (holding) {
        heldCount += 1;
        requests.push({
          method: request.method ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          status: 0,
        });
        return;
      }
      const status = failure ?? 200;
      requests.push({
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"ok":true}' : '{"ok":false}');
    });
  };
  let server = http.createServer(handler);
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    accepted: () => requests.filter((r) => r.status === 200),
    failWith(status) {
      failure = status;
    },
    hold(on) {
      holding = on;
    },
    held: () => heldCount,
    down: () => shut(server),
    async up() {
      server = http.createServer(handler);
      await listen(server, port);
    },
    close: () => shut(server),
  };
}
