import { HONEYPOT_FIELD } from '../../../src/domain/leads/spam-check';

/**
 * The JSON schema of POST /api/forms: one body shape for its three calls (a contact request, an
 * application, and the upload preparation `intent: 'disk.prepareUpload'`). Unknown properties are
 * removed; types are never coerced.
 */
const FIELD = { type: 'string', maxLength: 20_000 } as const;
const SHORT = { type: 'string', maxLength: 1024 } as const;

export const formsBodySchema = {
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
    // An application's resume (accounts spec §3.2, §3.3).
    appId: { type: 'string', maxLength: 64 },
    file: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: SHORT,
        type: SHORT,
        size: { type: 'number' },
        diskPath: SHORT,
      },
    },
    // Spam signals (issue 12): the honeypot's value and the fill time measured on the device.
    [HONEYPOT_FIELD]: SHORT,
    fillMs: { type: 'number' },
    // A calculator estimate sent with the request (issue 17): read strictly by the domain's
    // readSentEstimate (shape, limits, finite numbers), so only its type is checked here.
    estimate: { type: 'object' },
    // The upload preparation (accounts spec §7, step 1).
    intent: { type: 'string', maxLength: 64 },
    fileName: SHORT,
    fileSize: { type: 'number' },
    fileType: SHORT,
  },
} as const;

export const formsResponseSchema = {
  200: {
    type: 'object',
    additionalProperties: false,
    required: ['ok'],
    properties: {
      ok: { const: true },
      id: { type: 'string' },
      appId: { type: 'string' },
      uploadUrl: { type: 'string' },
      diskPath: { type: 'string' },
    },
  },
  '4xx': {
    type: 'object',
    properties: {
      ok: { const: false },
      error: { type: 'string' },
      fields: { type: 'object', additionalProperties: { type: 'string' } },
      stage: { type: 'string' },
      code: { type: 'string' },
      status: { type: 'integer' },
    },
  },
} as const;
