import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { HONEYPOT_FIELD, spamReason } from '../../../src/domain/leads/spam-check';
import { validateContactRequest } from '../../../src/domain/validation/contact';
import { validateEstimateRequest } from '../../../src/domain/validation/estimate-request';
import { storedEstimate } from '../../../src/domain/estimates/estimate-check';
import { checkApplicationSubmission } from '../../../src/domain/applications/submission-check';
import { errorBody, type ErrorBody } from '../../plugins/errors';
import { prepareUpload, type PreparedUpload } from '../uploads/prepare-upload';
import { RESUME_NOT_FOUND_TEXT } from '../uploads/upload-texts';
import type { SaveOutcome } from './contact-repository';
import type { formsBodySchema } from './forms-schema';
import { payloadHash } from './payload-hash';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FORM_INVALID_TEXT = 'Проверьте поля формы.';
export const FORM_CONFLICT_TEXT = 'Заявка с этим идентификатором уже принята с другими данными.';
export const REQUEST_ID_INVALID_TEXT = 'Некорректный идентификатор заявки.';

/**
 * What any of the three calls may carry (the body of POST /api/forms); each call's own schema
 * describes a part of it, so its body is one of these.
 */
export type SubmissionBody = FromSchema<typeof formsBodySchema>;

type ErrorReply = ErrorBody & { code?: string; stage?: string; status?: number };
/** A handler's answer: the status and the body the route sends. */
export type Answer<T> = { status: 200; body: T } | { status: number; body: ErrorReply };
export type Submitted = { ok: true; id: string };

/**
 * The three public submission calls as functions of their body, shared by their own routes and by
 * POST /api/forms: a contact request (or «Отправить расчёт»), a job application, and the
 * preparation of a resume upload, over the app's repositories (built once: server/repositories.ts).
 */
export function createSubmissionHandlers(app: FastifyInstance) {
  const { contacts, applications, uploads } = app.repositories;

  // The honeypot and the fill time measured on the device (issue 12): spam is filed, not dropped.
  const spamOf = (body: SubmissionBody) =>
    spamReason({ honeypot: body[HONEYPOT_FIELD], fillMs: body.fillMs });
  // A refused estimate is named in the error itself: the sender's form has no field to show it.
  const invalid = (fields: Record<string, string>): Answer<never> => ({
    status: 400,
    body: { ...errorBody(400, fields.estimate ?? FORM_INVALID_TEXT), fields },
  });
  const conflict: Answer<never> = { status: 422, body: errorBody(422, FORM_CONFLICT_TEXT) };
  const resumeMissing: Answer<never> = {
    status: 400,
    body: { ...errorBody(400, RESUME_NOT_FOUND_TEXT), code: 'resume_missing' },
  };

  /** The client's request id, lower-cased, or a new one; null when malformed. */
  const requestIdOf = (body: SubmissionBody): string | null => {
    const { requestId } = body;
    if (requestId === undefined) return randomUUID();
    return UUID_RE.test(requestId) ? requestId.toLowerCase() : null;
  };

  const answerSaved = (outcome: SaveOutcome | { kind: 'missing-upload' }): Answer<Submitted> => {
    if (outcome.kind === 'missing-upload') return resumeMissing;
    if (outcome.kind === 'conflict') return conflict;
    // Committed: the announcements written with it can go out now.
    if (outcome.kind === 'created' && outcome.announced) app.notifier.wake();
    return { status: 200, body: { ok: true, id: outcome.requestId } };
  };

  const requestIdRefused = invalid({ requestId: REQUEST_ID_INVALID_TEXT });

  return {
    /**
     * A contact request; with an estimate, «Отправить расчёт» (issue 17): the estimate is
     * recomputed with the shared domain code and stored as sent with the check; a mismatch is
     * flagged, never refused.
     */
    async contactRequest(body: SubmissionBody): Promise<Answer<Submitted>> {
      const requestId = requestIdOf(body);
      if (requestId === null) return requestIdRefused;
      const spam = spamOf(body);
      if (body.estimate === undefined) {
        const result = validateContactRequest(body, { requireConsent: false });
        if (!result.ok) return invalid(result.errors);
        const hash = payloadHash({ ...result.value });
        const request = result.value;
        return answerSaved(await contacts.save({ requestId, hash, request, spamReason: spam }));
      }
      const result = validateEstimateRequest(body, { requireConsent: false });
      if (!result.ok) return invalid(result.errors);
      const { request, estimate } = result.value;
      return answerSaved(
        await contacts.save({
          requestId,
          hash: payloadHash({ ...request, estimate }),
          request,
          spamReason: spam,
          estimate: JSON.stringify(storedEstimate(estimate)),
        }),
      );
    },

    /** A job application; a linked resume must be a completed upload. */
    async application(body: SubmissionBody): Promise<Answer<Submitted>> {
      const requestId = requestIdOf(body);
      if (requestId === null) return requestIdRefused;
      const result = checkApplicationSubmission(body);
      if (!result.ok) return invalid(result.errors);
      const { appId } = body;
      if (appId !== undefined && !UUID_RE.test(appId)) return resumeMissing;
      // A file described without an upload to link would be silently lost.
      if (body.file !== undefined && appId === undefined) return resumeMissing;
      const outcome = await applications.save(
        requestId,
        result.value,
        appId?.toLowerCase() ?? null,
        spamOf(body),
      );
      return answerSaved(outcome);
    },

    /** Step 1 of the application call: a one-time address for the announced resume. */
    async uploadPreparation(body: SubmissionBody): Promise<Answer<PreparedUpload>> {
      const prepared = await prepareUpload(uploads, body, app.deps.config.uploadUrlTtlMs);
      return prepared.ok
        ? { status: 200, body: prepared }
        : { status: prepared.status, body: prepared };
    },
  };
}

export type SubmissionHandlers = ReturnType<typeof createSubmissionHandlers>;
