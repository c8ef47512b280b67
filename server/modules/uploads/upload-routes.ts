import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  RESUME_ALLOWED_MIME_TYPES,
  RESUME_MAX_BYTES,
} from '../../../src/domain/applications/file-rules';
import { detectResumeKind, mimeTypeOf } from './content-check';
import { CLEANUP_INTERVAL_MS, cleanUploads } from './upload-cleanup';
import { createUploadRepository } from './upload-repository';
import {
  ensureUploadsDir,
  isInside,
  removeStoredFile,
  storeFile,
  uploadsDirFor,
} from './upload-storage';
import { uploadError, type UploadErrorCode } from './upload-texts';
import { hashUploadToken, isUploadToken } from './upload-token';
import { requireSqlite } from '../../db/database';

/** The PUT takes the 10 MB file plus a small margin; the size check is exact anyway. */
export const UPLOAD_BODY_LIMIT = RESUME_MAX_BYTES + 64 * 1024;
/** The content types a PUT may carry: the file's own type or application/octet-stream. */
export const UPLOAD_CONTENT_TYPES = [...RESUME_ALLOWED_MIME_TYPES, 'application/octet-stream'];

const errorSchema = {
  type: 'object',
  properties: {
    ok: { const: false },
    error: { type: 'string' },
    stage: { type: 'string' },
    code: { type: 'string' },
    status: { type: 'integer' },
  },
} as const;

/**
 * Step 2 of the application call: PUT /api/uploads/:token with the raw file. The address is good
 * for one successful PUT before it expires; the body must have the announced size and be, by its
 * signature, the kind its name says. The file is then kept under a random name in DATA_DIR/uploads
 * (0700, never served) and its size, sha256 and type recorded. A refused PUT keeps nothing.
 * Also runs the cleanup of expired addresses and orphan files, at start and every hour.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { config, database } = app.deps;
  const dir = uploadsDirFor(config.dataDir);
  if (config.staticDir && isInside(config.staticDir, dir)) {
    throw new Error('DATA_DIR must lie outside STATIC_DIR: uploaded resumes would be served');
  }
  ensureUploadsDir(dir);
  const repository = createUploadRepository(requireSqlite(database));

  // Only raw file bodies here: no JSON, no text/plain.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    UPLOAD_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // The app's error handler words every error; a body over the limit gets the file message.
  app.addHook('onSend', async (_request, reply, payload) =>
    reply.statusCode === 413 ? JSON.stringify(uploadError('upload', 'body_too_large')) : payload,
  );

  let timer: NodeJS.Timeout | undefined;
  const runCleanup = () => {
    try {
      const report = cleanUploads(repository, dir);
      if (report.expiredTokens + report.unlinkedUploads + report.orphanFiles > 0) {
        app.log.info(report, 'upload cleanup');
      }
    } catch (error) {
      app.log.error({ err: error }, 'upload cleanup failed');
    }
  };
  app.addHook('onReady', async () => {
    runCleanup();
    timer = setInterval(runCleanup, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });

  app.put<{ Params: { token: string } }>(
    '/uploads/:token',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { rateLimit: { max: config.uploadsRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        params: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string' } },
        },
        response: {
          201: {
            type: 'object',
            additionalProperties: false,
            required: ['ok', 'appId', 'size'],
            properties: {
              ok: { const: true },
              appId: { type: 'string' },
              size: { type: 'integer' },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const refuse = (code: UploadErrorCode) => {
        const body = uploadError('upload', code);
        return reply.status(body.status).send(body);
      };
      const { token } = request.params;
      const row = isUploadToken(token)
        ? repository.findByTokenHash(hashUploadToken(token))
        : undefined;
      if (!row) return refuse('upload_not_found');
      if (row.status !== 'pending') return refuse('upload_used');
      const now = Date.now();
      if (row.expires_at <= now) return refuse('upload_expired');
      if (!repository.claim(row.id, now)) {
        const latest = repository.findByTokenHash(hashUploadToken(token));
        return refuse(latest && latest.status === 'pending' ? 'upload_expired' : 'upload_used');
      }

      let stored: string | null = null;
      try {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length !== row.declared_size) {
          repository.release(row.id);
          return refuse('size_mismatch');
        }
        const kind = await detectResumeKind(bytes);
        if (kind === null || kind !== row.declared_kind) {
          repository.release(row.id);
          return refuse('file_type');
        }
        stored = await storeFile(dir, bytes);
        const completed = repository.complete(row.id, {
          storedName: stored,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          detectedType: mimeTypeOf(kind),
          completedAt: Date.now(),
        });
        if (!completed) {
          removeStoredFile(dir, stored);
          stored = null;
          return refuse('upload_expired');
        }
        stored = null; // recorded: it stays whatever happens next
        return reply.status(201).send({ ok: true as const, appId: row.app_id, size: bytes.length });
      } catch (error) {
        if (stored) removeStoredFile(dir, stored);
        repository.release(row.id);
        throw error;
      }
    },
  );
};
