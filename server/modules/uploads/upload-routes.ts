import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { writeTransaction } from '../../db/transaction';
import {
  RESUME_ALLOWED_MIME_TYPES,
  RESUME_MAX_BYTES,
} from '../../../src/domain/applications/file-rules';
import { detectResumeKind, mimeTypeOf } from './content-check';
import { CLEANUP_INTERVAL_MS, cleanUploads } from './upload-cleanup';
import { createUploadRepository } from './upload-repository';
import { importLegacyResumes } from './legacy-import';
import { isInside, newStoredName } from './upload-storage';
import { uploadError, type UploadErrorCode } from './upload-texts';
import { hashUploadToken, isUploadToken } from './upload-token';

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
 * signature, the kind its name says. Its bytes are then written to the database (upload_content)
 * in the transaction that records its size, sha256 and type, so any app server can serve it. A
 * refused PUT keeps nothing. Also runs, at start and every hour, the import of resumes an older
 * release kept as files (legacy-import.ts) and the cleanup of expired and unlinked uploads.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { config, database } = app.deps;
  if (config.staticDir && isInside(config.staticDir, config.dataDir)) {
    throw new Error(
      'DATA_DIR must lie outside STATIC_DIR: its database (resumes too) would be served',
    );
  }
  const repository = app.repositories.uploads;

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
  const runCleanup = async () => {
    try {
      await importLegacyResumes(database.db, config.dataDir, app.log);
      const report = await cleanUploads(repository);
      if (report.expiredTokens + report.unlinkedUploads > 0) {
        app.log.info(report, 'upload cleanup');
      }
    } catch (error) {
      app.log.error({ err: error }, 'upload cleanup failed');
    }
  };
  app.addHook('onReady', async () => {
    await runCleanup();
    timer = setInterval(() => void runCleanup(), CLEANUP_INTERVAL_MS);
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
        ? await repository.findByTokenHash(hashUploadToken(token))
        : undefined;
      if (!row) return refuse('upload_not_found');
      if (row.status !== 'pending') return refuse('upload_used');
      const now = Date.now();
      if (row.expires_at <= now) return refuse('upload_expired');
      if (!(await repository.claim(row.id, now))) {
        const latest = await repository.findByTokenHash(hashUploadToken(token));
        return refuse(latest && latest.status === 'pending' ? 'upload_expired' : 'upload_used');
      }

      try {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length !== row.declared_size) {
          await repository.release(row.id);
          return refuse('size_mismatch');
        }
        const kind = await detectResumeKind(bytes);
        if (kind === null || kind !== row.declared_kind) {
          await repository.release(row.id);
          return refuse('file_type');
        }
        const facts = {
          storedName: newStoredName(),
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          detectedType: mimeTypeOf(kind),
          completedAt: Date.now(),
        };
        // The row's facts and the bytes commit together: after the 201 both are durable.
        const completed = await writeTransaction(database.db, (trx) =>
          createUploadRepository(trx).complete(row.id, facts, bytes),
        );
        if (!completed) return refuse('upload_expired');
        return reply.status(201).send({ ok: true as const, appId: row.app_id, size: bytes.length });
      } catch (error) {
        await repository.release(row.id);
        throw error;
      }
    },
  );
};
