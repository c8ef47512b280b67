import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy in front of the real server that sends a page's HTML in two parts, the
 * second only when the test releases it: the browser lays out and paints the first part alone,
 * as it does when the rest of a page is still on the network. Everything else (scripts, styles,
 * images, the API, the service worker) passes through unchanged, in both directions.
 */
export interface SplitHtmlProxy {
  origin: string;
  /** Resolves once the first part of `path`'s HTML has been sent. */
  firstPartSent(path: string): Promise<void>;
  /** Sends the rest of `path`'s HTML. */
  release(path: string): void;
  close(): Promise<void>;
}

/** Marks the cut in the page: the test waits until the browser has parsed up to it. */
export const SPLIT_MARK = 'kub-split';

const RAW_TEXT = ['script', 'style', 'noscript', 'textarea', 'title', 'template'];

/** Whether `at` lies inside an element whose content the parser reads as text. */
function insideRawText(html: string, at: number): boolean {
  const before = html.slice(0, at).toLowerCase();
  return RAW_TEXT.some((tag) => before.lastIndexOf(`<${tag}`) > before.lastIndexOf(`</${tag}>`));
}

/**
 * Where the HTML is cut: at the first tag past the middle of `<main>`'s markup that is not inside
 * a script, style or other raw-text element.
 */
export function splitPoint(html: string): number {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < start) throw new Error('the page has no <main> to split');
  let cut = html.indexOf('<', start + Math.floor((end - start) / 2));
  while (cut >= 0 && cut < end && insideRawText(html, cut)) cut = html.indexOf('<', cut + 1);
  return cut < 0 || cut > end ? end : cut;
}

interface Held {
  /** Only the first request for the page is held; later ones (a reload, a cache fill) pass. */
  taken: boolean;
  sent: Promise<void>;
  markSent: () => void;
  released: Promise<void>;
  release: () => void;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export async function startSplitHtmlProxy(
  upstream: string,
  pages: readonly string[],
): Promise<SplitHtmlProxy> {
  const target = new URL(upstream);
  const held = new Map<string, Held>();
  const heldFor = (path: string): Held => {
    let entry = held.get(path);
    if (!entry) {
      const sent = deferred();
      const released = deferred();
      entry = {
        taken: false,
        sent: sent.promise,
        markSent: sent.resolve,
        released: released.promise,
        release: released.resolve,
      };
      held.set(path, entry);
    }
    return entry;
  };

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    const isPage = request.method === 'GET' && pages.includes(path) && !heldFor(path).taken;
    if (isPage) heldFor(path).taken = true;
    const headers = { ...request.headers, host: target.host };
    // The page is cut as text, so it is asked for uncompressed.
    if (isPage) headers['accept-encoding'] = 'identity';
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (upstreamResponse) => {
        if (!isPage || upstreamResponse.statusCode !== 200) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = splitPoint(html);
          const replyHeaders = { ...upstreamResponse.headers };
          delete replyHeaders['content-length'];
          response.writeHead(200, replyHeaders);
          const entry = heldFor(path);
          response.write(`${html.slice(0, cut)}<!--${SPLIT_MARK}-->`, () => entry.markSent());
          void entry.released.then(() => response.end(html.slice(cut)));
        });
      },
    );
    upstreamRequest.on('error', () => response.destroy());
    request.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    firstPartSent: (path) => heldFor(path).sent,
    release: (path) => heldFor(path).release(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const entry of held.values()) entry.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
