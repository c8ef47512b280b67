import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { validateContactRequest } from '../../../src/domain/validation/contact';
import { errorBody } from '../../plugins/errors';
import { createContactRepository } from './contact-repository';
import { payloadHash } from './payload-hash';

export interface FormsOptions {
  /** Requests per minute per client address. */
  rateLimitPerMinute: number;
}

/** Body limit of the forms endpoint: 64 KB. */
export const FORMS_BODY_LIMIT = 64 * 1024;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FORM_INVALID_TEXT = 'Проверьте поля формы.';
export const FORM_CONFLICT_TEXT = 'Заявка с этим идентификатором уже принята с другими данными.';
const FIELD = { type: 'string', maxLength: 20_000 } as const;

/**
 * The public, cookie-less forms endpoint (public-site §7): a contact request as a JSON body sent
 * with content type text/plain (no CORS preflight from a cloud-function deployment) or
 * application/json. text/plain is parsed as JSON only inside this plugin, with prototype-poisoning
 * protection on.
 */
export const formsRoutes: FastifyPluginAsync<FormsOptions> = async (app, options) => {
  const repository = createContactRepository(app.deps.database.sqlite);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: FORMS_BODY_LIMIT },
    parseJson,
  );

  app.post(
    '/forms',
    {
      bodyLimit: FORMS_BODY_LIMIT,
      config: {
        rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            requestId: { type: 'string', maxLength: 64 },
            name: FIELD,
            email: FIELD,
            phone: FIELD,
            option: FIELD,
            message: FIELD,
            page: FIELD,
          },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['ok', 'id'],
            properties: { ok: { const: true }, id: { type: 'string' } },
          },
          '4xx': {
            type: 'object',
            properties: {
              ok: { const: false },
              error: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const rawId = body.requestId;
      if (rawId !== undefined && (typeof rawId !== 'string' || !UUID_RE.test(rawId))) {
        return reply.status(400).send({
          ...errorBody(400, FORM_INVALID_TEXT),
          fields: { requestId: 'Некорректный идентификатор заявки.' },
        });
      }
      const result = validateContactRequest(body, { requireConsent: false });
      if (!result.ok) {
        return reply.status(400).send({
          ...errorBody(400, FORM_INVALID_TEXT),
          fields: result.errors as Record<string, string>,
        });
      }
      const requestId = typeof rawId === 'string' ? rawId.toLowerCase() : randomUUID();
      const outcome = repository.save(requestId, payloadHash({ ...result.value }), result.value);
      if (outcome.kind === 'conflict') {
        return reply.status(422).send(errorBody(422, FORM_CONFLICT_TEXT));
      }
      return { ok: true as const, id: outcome.requestId };
    },
  );
};
