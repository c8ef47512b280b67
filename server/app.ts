import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import {
  clientErrorHandler,
  installErrorHandling,
  errorBody,
  requireHostHeader,
} from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { createRepositories } from './repositories';
import { healthRoutes } from './modules/health/health-routes';
import { formsRoutes } from './modules/forms/forms-routes';
import { uploadRoutes } from './modules/uploads/upload-routes';
import { webPlugin } from './modules/web/web-plugin';
import { accountsPlugin } from './modules/auth/accounts-plugin';
import { createNotifier } from './modules/notifications/create-notifier';
import type { NotifierTiming } from './modules/notifications/notifier-timing';
import './modules/notifications/notifier-types';

export interface AppDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The notifier's pace; tests shorten it (production uses the defaults). */
  notifierTiming?: Partial<NotifierTiming>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the whole server: cross-cutting plugins, then the API under /api, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
    // Slow-loris and trickling uploads are cut off; the check runs often enough to matter.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.headersTimeoutMs / 3)),
      // Node would answer an HTTP/1.1 request without Host with a bare 400 of its own; the hook
      // requireHostHeader below refuses it the same way (RFC 9112 §3.2), in the API's shape.
      requireHostHeader: false,
    },
    // Closing the server also closes keep-alive connections, so a stop never waits on a browser.
    forceCloseConnections: true,
    trustProxy: config.trustProxy,
    // No silent type coercion: a number where a string belongs is a 400, not a stored "42".
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true } },
    // A request the HTTP parser refuses (malformed line, header or chunk) answers in the same shape.
    clientErrorHandler,
    // Router-level failures (a malformed address, a bad content type) get the same JSON error shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // The hook's reply type is generic over route schemas it cannot know; it is a plain reply.
      void (reply as unknown as FastifyReply).status(status).send(errorBody(status));
    },
  });
  app.decorate('deps', deps);
  // The notification outbox's sender (issue 12): one per app, started once the app is ready.
  const notifier = createNotifier({
    database: deps.database,
    config: config.notifications,
    log: app.log.child({ module: 'notifier' }),
    timing: deps.notifierTiming,
  });
  app.decorate('notifier', notifier);
  // Built once and shared by every route plugin; a new lead's announcements go to the notifier's
  // channels.
  app.decorate(
    'repositories',
    createRepositories(deps.database, () => notifier.channels),
  );
  app.addHook('onReady', async () => {
    notifier.start();
  });
  installErrorHandling(app);
  app.addHook('onRequest', requireHostHeader);
  await registerSecurity(app, config.site);
  await app.register(
    async (api) => {
      // Only the API's replies are made per request, so only they are compressed per request; the
      // web app's files were compressed by the build (see modules/web/web-plugin.ts).
      await api.register(compress, { threshold: 1024 });
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('Cache-Control', 'no-store');
        done(null, payload);
      });
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404)));
      await api.register(healthRoutes);
      await api.register(formsRoutes, { rateLimitPerMinute: config.formsRateLimitPerMinute });
      await api.register(uploadRoutes);
      await api.register(accountsPlugin);
    },
    { prefix: '/api' },
  );

  if (config.staticDir) {
    await app.register(webPlugin, { staticDir: config.staticDir });
  } else {
    // The API alone (a web server in front serves the site): any other address, the API's shape.
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404)));
  }
  app.addHook('onClose', async () => {
    // Sends in flight finish (or are given up) before the database they record into closes.
    await notifier.stop();
    await deps.database.close();
  });
  return app;
}
