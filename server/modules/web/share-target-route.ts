import type { FastifyPluginAsync } from 'fastify';
import { paths } from '../../../src/config/paths';
import { shareRedirect } from '../../../src/config/share-target';

/**
 * A share that reached the server: the installed app's service worker normally answers the share
 * target on the device, so this is a share made before the worker controlled the app (the first
 * visit). The file is not read: the reply is a 303 to the vacancies page, whose form then says in
 * Russian that the file did not arrive and asks to choose it there.
 */
export const shareTargetRoute: FastifyPluginAsync = async (app) => {
  // Whatever the body is (multipart as the share sheet sends it, or anything else), it is left
  // unread: Node discards what remains once the reply has gone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(null, undefined);
  });
  app.post(paths.shareTarget, (_request, reply) =>
    reply.header('Cache-Control', 'no-store').redirect(shareRedirect({ kind: 'failed' }), 303),
  );
};
