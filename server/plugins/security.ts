import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { SiteConfig } from '../../src/config/site-config';
import { BOOT_LOADER_SCRIPT } from '../../src/config/boot-loader';
import { errorBody } from './errors';

/** The CSP source that allows a prerendered page's one inline script, the boot loader, by its hash. */
export const BOOT_LOADER_HASH_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER_SCRIPT, 'utf8').digest('base64')}'`;

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
 * loader, allowed by its hash; nosniff; frame-ancestors none; helmet's other defaults, among them
 * Cross-Origin-Opener-Policy: same-origin), built once. The bench's empty page
 * (scripts/bench/floor.ts) is served with it too, to show what these headers cost a page.
 */
export function securityHeaders(site: SiteConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_LOADER_HASH_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extraConnectOrigins(site)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The HTML of a same-origin PWA; a cross-origin isolation policy would break nothing useful here.
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}

/**
 * Security headers (securityHeaders) on every reply, by one middleware built once; then the rate
 * limiter, registered before any route so per-route limits take effect.
 *
 * Not @fastify/helmet: it builds the whole helmet middleware again for every request (parsing the
 * CSP directives each time), 6.7 µs a request against 0.2 µs for one instance, about 3 % of a
 * contact request's server CPU and more of a health check's (docs/decisions.md, 2026-11-28).
 */
export async function registerSecurity(app: FastifyInstance, site: SiteConfig): Promise<void> {
  const setSecurityHeaders = securityHeaders(site);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
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
