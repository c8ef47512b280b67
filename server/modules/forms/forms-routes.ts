import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { isApplicationOption } from '../../../src/domain/applications/submission-check';
import { errorBody } from '../../plugins/errors';
import {
  applicationBodySchema,
  contactRequestBodySchema,
  formsBodySchema,
  formsResponseSchema,
  preparedResponseSchema,
  submittedResponseSchema,
  uploadPreparationBodySchema,
} from './forms-schema';
import { createSubmissionHandlers } from './submission-handlers';

export interface FormsOptions {
  /** Requests per minute per client address. */
  rateLimitPerMinute: number;
}

/** Body limit of the submission calls: 64 KB. */
export const FORMS_BODY_LIMIT = 64 * 1024;
/** The intent of the upload preparation sent to POST /api/forms (accounts spec §7, step 1). */
export const PREPARE_UPLOAD_INTENT = 'disk.prepareUpload';

/** The addresses of the public submission calls, under /api. */
export const SUBMISSION_PATHS = {
  /** Any of the three calls: what the client and the items queued on devices send. */
  forms: '/forms',
  contactRequests: '/contact-requests',
  applications: '/applications',
  uploadPreparations: '/uploads',
} as const;

/**
 * The public, cookie-less submission calls (public-site §7, accounts §7), each at its own address
 * with its own schema: a contact request, a job application and an upload preparation. POST
 * /api/forms stays the public contract (the client's configurable forms endpoint, and items queued
 * on devices by any release): it takes any of the three and hands it to the same handler. Bodies
 * are JSON sent as text/plain (no CORS preflight from a cloud-function deployment) or
 * application/json; text/plain is parsed as JSON only inside this plugin, with prototype-poisoning
 * protection on. Contact requests and applications are idempotent by their request id.
 */
export const formsRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: FormsOptions }> = async (
  app,
  options,
) => {
  const handle = createSubmissionHandlers(app);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: FORMS_BODY_LIMIT },
    parseJson,
  );
  // One count per client address for all four calls (a limit per route would let a client send
  // the limit to each of them): one limiter, one store, on every submission route.
  const limits = {
    bodyLimit: FORMS_BODY_LIMIT,
    onRequest: app.rateLimit({ max: options.rateLimitPerMinute, timeWindow: 60_000 }),
  };

  app.post(
    SUBMISSION_PATHS.contactRequests,
    { ...limits, schema: { body: contactRequestBodySchema, response: submittedResponseSchema } },
    async (request, reply) => {
      const answer = await handle.contactRequest(request.body);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    SUBMISSION_PATHS.applications,
    { ...limits, schema: { body: applicationBodySchema, response: submittedResponseSchema } },
    async (request, reply) => {
      const answer = await handle.application(request.body);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    SUBMISSION_PATHS.uploadPreparations,
    {
      ...limits,
      schema: { body: uploadPreparationBodySchema, response: preparedResponseSchema },
    },
    async (request, reply) => {
      const answer = await handle.uploadPreparation(request.body);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    SUBMISSION_PATHS.forms,
    { ...limits, schema: { body: formsBodySchema, response: formsResponseSchema } },
    async (request, reply) => {
      const { body } = request;
      if (body.intent !== undefined) {
        if (body.intent !== PREPARE_UPLOAD_INTENT) return reply.status(400).send(errorBody(400));
        const prepared = await handle.uploadPreparation(body);
        return reply.status(prepared.status).send(prepared.body);
      }
      const answer = isApplicationOption(body.option)
        ? await handle.application(body)
        : await handle.contactRequest(body);
      return reply.status(answer.status).send(answer.body);
    },
  );
};
