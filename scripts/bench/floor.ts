/**
 * The floor: what Lighthouse gives an empty page on this machine, at the slowdown the run's pages
 * got, measured in every run beside the pages and shown under them; it is not itself a budget and
 * never changes the exit code. Two of them:
 * - the empty page as it is: a Lighthouse budget it misses too is the machine's and Lantern's, not
 *   the site's; no change to the site can meet it here;
 * - the same page with the site's security headers (server/plugins/security.ts), as a public page
 *   gets them: what those cost before any content. The account area's documents add
 *   Cross-Origin-Opener-Policy, which makes Chromium start a page opened from a blank tab in a new
 *   renderer process (docs/decisions.md, 2026-11-28 and 2026-11-29); no measured page has it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSiteConfig } from '../../src/config/site-config';
import { securityHeaders } from '../../server/plugins/security';
import { formatValue } from './format';
import type { BudgetCheck } from './types';

export const FLOOR_SUBJECT = 'empty page (floor)';
export const FLOOR_WITH_HEADERS_SUBJECT = 'empty page, site headers';

/** The two floors and their paths on the floor server. */
export const FLOORS = [
  { subject: FLOOR_SUBJECT, path: '/' },
  { subject: FLOOR_WITH_HEADERS_SUBJECT, path: '/with-site-headers' },
] as const;

/** A valid page with nothing in it: no script, no style sheet, no image, no font. */
export const FLOOR_HTML =
  '<!doctype html>\n' +
  '<html lang="ru">\n' +
  '<head>\n' +
  '<meta charset="utf-8">\n' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
  '<title>Пустая страница</title>\n' +
  '<meta name="description" content="Пустая страница: нижняя граница замеров на этой машине.">\n' +
  '<link rel="icon" href="data:,">\n' +
  '</head>\n' +
  '<body>\n' +
  '<h1>Пустая страница</h1>\n' +
  '<p>Ни скриптов, ни стилей, ни картинок.</p>\n' +
  '</body>\n' +
  '</html>\n';

export interface FloorServer {
  /** The server's origin with a trailing slash; FLOORS' paths resolve against it. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves FLOOR_HTML on a free port of 127.0.0.1: at / as it is, at /with-site-headers with the
 * site's security headers (its default configuration); anything else is 404.
 */
export async function startFloorServer(): Promise<FloorServer> {
  const body = Buffer.from(FLOOR_HTML);
  const setSiteHeaders = securityHeaders(readSiteConfig({}));
  const send = (response: http.ServerResponse) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'no-cache',
    });
    response.end(body);
  };
  const server = http.createServer((request, response) => {
    const path = request.method === 'GET' ? request.url : undefined;
    if (path === FLOORS[0].path) {
      send(response);
    } else if (path === FLOORS[1].path) {
      setSiteHeaders(request, response, (error?: unknown) => {
        if (error) {
          response.writeHead(500, { 'content-length': 0 });
          response.end();
        } else {
          send(response);
        }
      });
    } else {
      response.writeHead(404, { 'content-length': 0 });
      response.end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * For a missed Lighthouse budget: whether an empty page missed the same budget in the same run,
 * the bare one first ("an empty page misses it too here: 553 ms"), else the one with the site's
 * headers ("… with the site's headers: 1.06 s"); null when both met it or were not measured.
 */
export function floorNote(
  miss: BudgetCheck,
  floorChecks: readonly BudgetCheck[],
  withHeadersChecks: readonly BudgetCheck[] = [],
): string | null {
  if (miss.status !== 'fail') return null;
  const missedToo = (checks: readonly BudgetCheck[]) => {
    const same = checks.find((check) => check.group === miss.group && check.label === miss.label);
    return same && same.status === 'fail' && same.actual !== null
      ? formatValue(same.unit, same.actual)
      : null;
  };
  const bare = missedToo(floorChecks);
  if (bare !== null) return `an empty page misses it too here: ${bare}`;
  const withHeaders = missedToo(withHeadersChecks);
  if (withHeaders !== null) {
    return `an empty page with the site's headers misses it too here: ${withHeaders}`;
  }
  return null;
}
