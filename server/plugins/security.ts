import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { SiteConfig } from '../../src/config/site-config';
import { BOOT_LOADER_SCRIPT } from '../../src/config/boot-loader';
import { GLYPH_FACES_SCRIPT } from '../../src/config/glyph-faces-loader';
import { errorBody } from './errors';

/** The CSP source that allows one constant inline script by its hash. */
function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The CSP sources of a prerendered page's inline scripts: the boot loader, the glyph faces' loader. */
export const BOOT_LOADER_HASH_SOURCE = hashSource(BOOT_LOADER_SCRIPT);
export const GLYPH_FACES_HASH_SOURCE = hashSource(GLYPH_FACES_SCRIPT);

/** Origins the page may call besides its own (a forms endpoint on another host). */
function extraConnectOrigins(site: SiteConfig): string[] {
  const origins = new Set<string>();
  for (const url of [site.apiBase, site.formsEndpoint]) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The site's security headers as one helmet middleware (CSP without inline scripts but the boot
 * loader and the glyph faces' loader, allowed by their hashes; nosniff; frame-ancestors none;
 * helmet's other defaults but Cross-Origin-Opener-Policy, which only the documents of isolated
 * areas get: ISOLATED_DOCUMENT_HEADERS), built once. The bench's empty page
 * (scripts/bench/floor.ts) is served with it too, to show what these headers cost a page. The
 * policy names no directive whose value would be `default-src`'s own ('self'): fonts, the
 * manifest, workers and connections fall back to it (workers through `script-src`, whose hashes
 * allow no worker); every byte of an HTML reply's headers is in its first flight, and `/` has few
 * to spare. `connect-src` is named where the page may call another host.
 */
export function securityHeaders(site: SiteConfig) {
  const otherHosts = extraConnectOrigins(site);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_LOADER_HASH_SOURCE, GLYPH_FACES_HASH_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        ...(otherHosts.length > 0 ? { connectSrc: ["'self'", ...otherHosts] } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The HTML of a same-origin PWA; a cross-origin isolation policy would break nothing useful here.
    crossOriginEmbedderPolicy: false,
    // Only on the documents of isolated areas (ISOLATED_DOCUMENT_HEADERS).
    crossOriginOpenerPolicy: false,
    hsts: false,
  });
}

/**
 * What the documents of the isolated areas (ISOLATED_AREAS in src/app/route-registry.ts: the
 * account area) add to the security headers: no window of another site keeps a reference to them,
 * and Chromium gives them a process of their own. The web plugin sets it on their files, however
 * they are asked for (the address, a shell's address under it, the file's own name, which the
 * service worker precaches).
 */
export const ISOLATED_DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
});

/**
 * The headers securityHeaders() sets, worked out once: helmet's middleware sets the same values on
 * every reply (nothing in them depends on the request), so the server adds them as one object.
 */
export function securityHeaderValues(site: SiteConfig): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let done = false;
  // helmet reads nothing of the request and calls only setHeader and removeHeader on the reply.
  securityHeaders(site)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously');
  return Object.freeze(Object.fromEntries(headers));
}

/**
 * Security headers (securityHeaders) on every reply, worked out once at start and added to each
 * reply as one object; then the rate limiter, registered before any route so per-route limits take
 * effect.
 *
 * Not helmet's middleware per request, nor @fastify/helmet: @fastify/helmet builds the whole
 * middleware again for every request (parsing the CSP directives each time), and even one instance
 * sets its twelve headers one by one on Node's response, each name and value checked again. As
 * Fastify's reply headers they are written with the status line in one go (with the two hooks made
 * callbacks, 0.89× the server's CPU a health check; docs/decisions.md, 2026-11-28).
 */
export async function registerSecurity(app: FastifyInstance, site: SiteConfig): Promise<void> {
  const headers = securityHeaderValues(site);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // A limited request becomes a 429 error; the error handler words it in Russian.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...errorBody(429),
    }),
  });
}
