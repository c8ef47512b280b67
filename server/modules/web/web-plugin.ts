import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { collectPageFiles, shellFileFor } from './page-files';
import { shareTargetRoute } from './share-target-route';
import { errorBody } from '../../plugins/errors';
import { ISOLATED_DOCUMENT_HEADERS } from '../../plugins/security';
import type { RouteEntry } from '../../../src/app/route-registry';
import { isolatedFiles } from '../../../src/app/route-serving';

export interface WebPluginOptions {
  staticDir: string;
  /** The route registry's entries (tests add one). */
  routes?: readonly RouteEntry[];
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** HTML, the service worker and the manifest revalidate every time; hashed assets never change. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (/\.(html|webmanifest)$/.test(urlPath) || /^\/(sw|registerSW)\.js$/.test(urlPath)) {
    return NO_CACHE;
  }
  return 'public, max-age=86400';
}

/** The precompressed variants the build writes beside a file (scripts/precompress.ts). */
const COMPRESSED_VARIANT = /\.(br|gz)$/;

/**
 * Serves the built PWA: every file of the build, each public route from its own prerendered HTML,
 * and the not-found page with status 404 for any other address. Files, pages included, are sent
 * as the build compressed them (`.br`, else `.gz`, else as they are, by the request's
 * Accept-Encoding, with `Vary: Accept-Encoding`); nothing here is compressed per request. The
 * files of isolated documents (the account area's) carry ISOLATED_DOCUMENT_HEADERS, by whichever
 * address they are sent.
 */
export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (
  app,
  { staticDir, routes },
) => {
  const pages = collectPageFiles(staticDir, routes);
  const notFoundFile = fs.existsSync(`${staticDir}/404.html`) ? '404.html' : null;
  const isolated = new Set([...isolatedFiles(routes)].map((file) => `/${file}`));

  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    serveDotFiles: false,
    preCompressed: true,
    // The variants are chosen by Accept-Encoding, never addressed by their own names.
    allowedPath: (pathname) => !COMPRESSED_VARIANT.test(pathname),
    setHeaders(reply, filePath) {
      // The file sent may be a compressed variant: it is cached as the file it stands for.
      const rel =
        `/${filePath.slice(staticDir.length).replace(/\\/g, '/').replace(/^\/+/, '')}`.replace(
          COMPRESSED_VARIANT,
          '',
        );
      reply.header('Cache-Control', cacheControlFor(rel));
      if (isolated.has(rel)) reply.headers(ISOLATED_DOCUMENT_HEADERS);
    },
  });

  await app.register(shareTargetRoute);

  // Each prerendered page is a real route, so the security headers and other route hooks apply.
  for (const [route, file] of pages) {
    app.get(route, (_request, reply) =>
      reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile(file),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.status(400).send(errorBody(400));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody(404));
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = pathname.replace(/\/+$/, '') || '/';
      if (pages.has(target)) {
        return reply.redirect(`${encodeURI(target)}${url.search}`, 308);
      }
    }
    const page = pages.get(pathname) ?? shellFileFor(pathname, pages, routes);
    if (page) {
      return reply
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .sendFile(page);
    }
    if (notFoundFile) {
      return reply
        .status(404)
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .sendFile(notFoundFile);
    }
    return reply.status(404).send(errorBody(404));
  });
};
