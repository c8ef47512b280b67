/**
 * The contact request call (public-site §7): POST to the forms endpoint with a text/plain JSON body
 * (no CORS preflight for a cloud function), reply parsed as JSON and, when it is a serverless
 * wrapper `{ statusCode, body: "<json>" }`, parsed once more. Success needs HTTP ok and `ok: true`.
 * Never throws: every outcome is a value.
 */
import { site } from '../config/site';
import type { ContactRequest } from '../domain/validation/contact';
import { HONEYPOT_FIELD } from '../domain/leads/spam-check';
import type { SentEstimate } from '../domain/estimates/sent-estimate';

/** The spam signals a public form sends (issue 12); absent from requests queued by older releases. */
export interface SpamSignals {
  /** The honeypot's value ('' from a person). */
  [HONEYPOT_FIELD]?: string;
  /** Milliseconds from the form's appearance to its submission, measured on the device. */
  fillMs?: number;
}

export interface ContactRequestPayload extends ContactRequest, SpamSignals {
  /** Client id of this request, so a retried send is not stored twice. */
  requestId?: string;
  /** The calculator estimate of «Отправить расчёт» (issue 17); absent from a contact request. */
  estimate?: SentEstimate;
}

/** A send that did not succeed. */
export interface SendFailure {
  ok: false;
  /** 'network': nothing usable came back; 'rejected': the server answered, but not with ok. */
  kind: 'network' | 'rejected';
  status?: number;
  error?: string;
  /** Per-field messages the server sent back, if any. */
  fields?: Record<string, string>;
}

export type SendResult = { ok: true; id?: string } | SendFailure;

export interface SendOptions {
  fetch?: typeof fetch;
  endpoint?: string;
  signal?: AbortSignal;
}

export type SendContactRequest = (
  payload: ContactRequestPayload,
  options?: SendOptions,
) => Promise<SendResult>;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Unwraps `{ statusCode, body: "<json string>" }`; any other reply is returned as it is. */
export function unwrapReply(reply: unknown): { body: unknown; statusCode?: number } {
  if (isRecord(reply) && typeof reply.statusCode === 'number' && typeof reply.body === 'string') {
    return { body: parseJson(reply.body), statusCode: reply.statusCode };
  }
  return { body: reply };
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The spam signals of a payload that has them (a queued older item may not). */
export function spamSignalsOf(payload: SpamSignals): Json {
  const signals: Json = {};
  const honeypot = payload[HONEYPOT_FIELD];
  if (typeof honeypot === 'string') signals[HONEYPOT_FIELD] = honeypot;
  if (typeof payload.fillMs === 'number' && Number.isFinite(payload.fillMs)) {
    signals.fillMs = payload.fillMs;
  }
  return signals;
}

function bodyOf(payload: ContactRequestPayload): Json {
  const { name, email, phone, option, message, page, requestId, estimate } = payload;
  const body: Json = { name, email, phone, option, message, page, ...spamSignalsOf(payload) };
  if (typeof requestId === 'string' && requestId) body.requestId = requestId;
  if (estimate !== undefined) body.estimate = estimate;
  return body;
}

export type FormReply = { ok: true; body: Json } | SendFailure;

/**
 * POSTs a JSON body as text/plain to the forms endpoint and reads the (possibly wrapped) reply.
 * Success needs HTTP ok (and a 2xx wrapper status) and `ok: true`. Never throws.
 */
export async function postForm(body: Json, options: SendOptions = {}): Promise<FormReply> {
  const doFetch = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  if (!doFetch) return { ok: false, kind: 'network', error: 'fetch is not available' };

  let response: Response;
  let text: string;
  try {
    response = await doFetch(options.endpoint ?? site.formsEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    return {
      ok: false,
      kind: 'network',
      error: error instanceof Error ? error.message : String(error),
    };
  }

  const { body: reply, statusCode } = unwrapReply(parseJson(text));
  const status = statusCode ?? response.status;
  const statusOk =
    response.ok && (statusCode === undefined || (statusCode >= 200 && statusCode < 300));

  if (statusOk && isRecord(reply) && reply.ok === true) return { ok: true, body: reply };
  const failure: SendFailure = { ok: false, kind: 'rejected', status };
  if (isRecord(reply)) {
    if (typeof reply.error === 'string') failure.error = reply.error;
    const fields = stringFields(reply.fields);
    if (fields) failure.fields = fields;
  } else if (reply === undefined) {
    failure.error = 'invalid JSON reply';
  }
  return failure;
}

export const sendContactRequest: SendContactRequest = async (payload, options = {}) => {
  const reply = await postForm(bodyOf(payload), options);
  if (!reply.ok) return reply;
  return typeof reply.body.id === 'string' ? { ok: true, id: reply.body.id } : { ok: true };
};
