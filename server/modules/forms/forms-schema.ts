import { HONEYPOT_FIELD } from '../../../src/domain/leads/spam-check';
import { errorReplySchema } from '../../plugins/errors';

/**
 * The JSON schemas of the public submission calls: one per call (a contact request, an application,
 * the upload preparation), and the body of `POST /api/forms`, the one address the client and the
 * items queued on devices use, which takes any of the three. Unknown properties are removed; types
 * are never coerced. Each field's content (lengths of names, the e-mail's shape, the topics) is
 * checked by `src/domain`, so its Russian message can name the field.
 */
const FIELD = { type: 'string', maxLength: 20_000 } as const;
const SHORT = { type: 'string', maxLength: 1024 } as const;

/** The client's id of the request: the key of idempotency. */
const requestId = { type: 'string', maxLength: 64 } as const;
/** The fields a contact request and an application share (public-site §3, accounts §3.3). */
const contactFields = {
  name: FIELD,
  email: FIELD,
  phone: FIELD,
  option: FIELD,
  message: FIELD,
  page: FIELD,
} as const;
/** Spam signals (issue 12): the honeypot's value and the fill time measured on the device. */
const spamSignals = { [HONEYPOT_FIELD]: SHORT, fillMs: { type: 'number' } } as const;
/**
 * A calculator estimate sent with a request (issue 17): read strictly by the domain's
 * readSentEstimate (shape, limits, finite numbers), so only its type is checked here.
 */
const estimate = { type: 'object' } as const;
/** An application's resume (accounts spec §3.2, §3.3). */
const resume = {
  appId: { type: 'string', maxLength: 64 },
  file: {
    type: 'object',
    additionalProperties: false,
    properties: { name: SHORT, type: SHORT, size: { type: 'number' }, diskPath: SHORT },
  },
} as const;
/** The file announced for an upload (accounts spec §7, step 1). */
const announcedFile = { fileName: SHORT, fileSize: { type: 'number' }, fileType: SHORT } as const;

/**
 * POST /api/contact-requests: a contact request, or «Отправить расчёт» with its estimate (whose
 * topic and message the server derives from the estimate when they are not sent).
 */
export const contactRequestBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'phone', 'page'],
  properties: { requestId, ...contactFields, ...spamSignals, estimate },
} as const;

/** POST /api/applications: a job application, with the upload of its resume when it has one. */
export const applicationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'phone', 'option', 'message', 'page'],
  properties: { requestId, ...contactFields, ...resume, ...spamSignals },
} as const;

/** POST /api/uploads: the upload preparation (accounts spec §7, step 1). */
export const uploadPreparationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fileName', 'fileSize', 'fileType'],
  properties: announcedFile,
} as const;

/**
 * POST /api/forms: any of the three calls, told apart as the client sends them: the upload
 * preparation by `intent: 'disk.prepareUpload'`, an application by its option «Новая анкета…».
 */
export const formsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    requestId,
    ...contactFields,
    ...resume,
    ...spamSignals,
    estimate,
    intent: { type: 'string', maxLength: 64 },
    ...announcedFile,
  },
} as const;

/** An ErrorBody, and where the call failed (a refused upload says its stage, code and status). */
const formsErrorSchema = {
  ...errorReplySchema,
  properties: {
    ...errorReplySchema.properties,
    stage: { type: 'string' },
    code: { type: 'string' },
    status: { type: 'integer' },
  },
} as const;

const submittedReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'id'],
  properties: { ok: { const: true }, id: { type: 'string' } },
} as const;

const preparedReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'appId', 'uploadUrl', 'diskPath'],
  properties: {
    ok: { const: true },
    appId: { type: 'string' },
    uploadUrl: { type: 'string' },
    diskPath: { type: 'string' },
  },
} as const;

export const submittedResponseSchema = {
  200: submittedReplySchema,
  '4xx': formsErrorSchema,
} as const;
export const preparedResponseSchema = {
  200: preparedReplySchema,
  '4xx': formsErrorSchema,
} as const;
export const formsResponseSchema = {
  200: { anyOf: [submittedReplySchema, preparedReplySchema] },
  '4xx': formsErrorSchema,
} as const;
