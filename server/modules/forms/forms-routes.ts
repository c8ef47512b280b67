import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HONEYPOT_FIELD, spamReason } from '../../../src/domain/leads/spam-check';
import { validateContactRequest } from '../../../src/domain/validation/contact';
import { validateEstimateRequest } from '../../../src/domain/validation/estimate-request';
import { storedEstimate } from '../../../src/domain/estimates/estimate-check';
import { errorBody } from '../../plugins/errors';
import { prepareUpload } from '../uploads/prepare-upload';
import { createUploadRepository } from '../uploads/upload-repository';
import { createLeadWriter } from '../leads/lead-writer';
import { RESUME_NOT_FOUND_TEXT } from '../uploads/upload-texts';
import { createApplicationRepository } from './application-repository';
import {
  checkApplicationSubmission,
  isApplicationOption,
} from '../../../src/domain/applications/submission-check';
import { createContactRepository } from './contact-repository';
import { formsBodySchema, formsResponseSchema } from './forms-schema';
import { payloadHash } from './payload-hash';
import { requireSqlite } from '../../db/database';

export interface FormsOptions {
  /** Requests per minute per client address. */
  rateLimitPerMinute: number;
}

/** Body limit of the forms endpoint: 64 KB. */
export const FORMS_BODY_LIMIT = 64 * 1024;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The intent of the upload preparation call (accounts spec §7, step 1). */
export const PREPARE_UPLOAD_INTENT = 'disk.prepareUpload';

export const FORM_INVALID_TEXT = 'Проверьте поля формы.';
export const FORM_CONFLICT_TEXT = 'Заявка с этим идентификатором уже принята с другими данными.';

/**
 * The public, cookie-less forms endpoint (public-site §7, accounts §7): a contact request, a job
 * application (its option starts with 'Новая анкета') or an upload preparation, as a JSON body sent
 * with content type text/plain (no CORS preflight from a cloud-function deployment) or
 * application/json. text/plain is parsed as JSON only inside this plugin, with prototype-poisoning
 * protection on. Contact requests and applications are idempotent by their request id.
 */
export const formsRoutes: FastifyPluginAsync<FormsOptions> = async (app, options) => {
  const sqlite = requireSqlite(app.deps.database);
  const leads = createLeadWriter(sqlite, () => app.notifier.channels);
  const contacts = createContactRepository(sqlite, leads);
  const applications = createApplicationRepository(sqlite, leads);
  // The honeypot and the fill time measured on the device (issue 12): spam is filed, not dropped.
  const spamOf = (body: Record<string, unknown>) =>
    spamReason({ honeypot: body[HONEYPOT_FIELD], fillMs: body.fillMs });
  const uploads = createUploadRepository(sqlite);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: FORMS_BODY_LIMIT },
    parseJson,
  );

  // A refused estimate is named in the error itself: the sender's form has no field to show it.
  const invalid = (reply: FastifyReply, fields: Record<string, string>) =>
    reply.status(400).send({ ...errorBody(400, fields.estimate ?? FORM_INVALID_TEXT), fields });

  const submitApplication = (
    body: Record<string, unknown>,
    requestId: string,
    reply: FastifyReply,
  ) => {
    const result = checkApplicationSubmission(body);
    if (!result.ok) return invalid(reply, result.errors as Record<string, string>);
    const { appId } = body;
    const resumeMissing = () =>
      reply.status(400).send({ ...errorBody(400, RESUME_NOT_FOUND_TEXT), code: 'resume_missing' });
    if (appId !== undefined && (typeof appId !== 'string' || !UUID_RE.test(appId))) {
      return resumeMissing();
    }
    // A file described without an upload to link would be silently lost.
    if (body.file !== undefined && appId === undefined) return resumeMissing();
    const outcome = applications.save(
      requestId,
      result.value,
      appId?.toLowerCase() ?? null,
      spamOf(body),
    );
    if (outcome.kind === 'missing-upload') return resumeMissing();
    if (outcome.kind === 'conflict') {
      return reply.status(422).send(errorBody(422, FORM_CONFLICT_TEXT));
    }
    if (outcome.kind === 'created' && outcome.announced) app.notifier.wake();
    return { ok: true as const, id: outcome.requestId };
  };

  type Saved =
    Awaited<ReturnType<typeof contacts.saveGrouped>> | { invalid: Record<string, string> };

  const saveContact = async (body: Record<string, unknown>, requestId: string): Promise<Saved> => {
    const result = validateContactRequest(body, { requireConsent: false });
    if (!result.ok) return { invalid: result.errors as Record<string, string> };
    return contacts.saveGrouped({
      requestId,
      hash: payloadHash({ ...result.value }),
      request: result.value,
      spamReason: spamOf(body),
    });
  };

  // «Отправить расчёт» (issue 17): the estimate is recomputed with the shared domain code and
  // stored as sent with the check; a mismatch is flagged, never refused.
  const saveEstimateRequest = async (
    body: Record<string, unknown>,
    requestId: string,
  ): Promise<Saved> => {
    const result = validateEstimateRequest(body, { requireConsent: false });
    if (!result.ok) return { invalid: result.errors as Record<string, string> };
    const { request, estimate } = result.value;
    return contacts.saveGrouped({
      requestId,
      hash: payloadHash({ ...request, estimate }),
      request,
      spamReason: spamOf(body),
      estimate: JSON.stringify(storedEstimate(estimate)),
    });
  };

  app.post(
    '/forms',
    {
      bodyLimit: FORMS_BODY_LIMIT,
      config: {
        rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: { body: formsBodySchema, response: formsResponseSchema },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      if (body.intent !== undefined) {
        if (body.intent !== PREPARE_UPLOAD_INTENT) return reply.status(400).send(errorBody(400));
        const prepared = prepareUpload(uploads, body, app.deps.config.uploadUrlTtlMs);
        return prepared.ok ? prepared : reply.status(prepared.status).send(prepared);
      }
      const rawId = body.requestId;
      if (rawId !== undefined && (typeof rawId !== 'string' || !UUID_RE.test(rawId))) {
        return invalid(reply, { requestId: 'Некорректный идентификатор заявки.' });
      }
      const requestId = typeof rawId === 'string' ? rawId.toLowerCase() : randomUUID();
      if (isApplicationOption(body.option)) return submitApplication(body, requestId, reply);

      const outcome =
        body.estimate === undefined
          ? await saveContact(body, requestId)
          : await saveEstimateRequest(body, requestId);
      if ('invalid' in outcome) return invalid(reply, outcome.invalid);
      if (outcome.kind === 'conflict') {
        return reply.status(422).send(errorBody(422, FORM_CONFLICT_TEXT));
      }
      // Committed: the announcements written with it can go out now.
      if (outcome.kind === 'created' && outcome.announced) app.notifier.wake();
      return { ok: true as const, id: outcome.requestId };
    },
  );
};
