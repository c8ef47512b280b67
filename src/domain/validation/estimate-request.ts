/**
 * The rules of a request sent with an estimate («Отправить расчёт», issue 17), shared by the form
 * and the server: the contact request's own rules for name, e-mail and phone (the same messages),
 * but the e-mail is optional when a phone is given (at least one of them), and the message is the
 * estimate's one-line summary. Pure; never throws.
 */
import { ESTIMATE_CODECS, ESTIMATE_NAMES } from '../estimates/estimate-kinds';
import { readSentEstimate, type SentEstimate } from '../estimates/sent-estimate';
import {
  CONSENT_MESSAGE,
  checkEmail,
  checkName,
  checkPhone,
  readField,
  readPage,
  type ContactRequest,
} from './contact';
import { ESTIMATE_TOPIC } from './contact-topics';

/** Neither a phone nor an e-mail: there is no way to answer. */
export const CONTACT_WAY_MESSAGE = 'Укажите телефон или e-mail, чтобы мы могли ответить.';

export type EstimateRequestField = 'name' | 'phone' | 'email' | 'consent' | 'estimate';
/** The order errors are reported and fields are focused in. */
export const ESTIMATE_REQUEST_FIELDS: readonly EstimateRequestField[] = [
  'name',
  'phone',
  'email',
  'consent',
  'estimate',
];
export type EstimateRequestErrors = Partial<Record<EstimateRequestField, string>>;

export interface EstimateRequest {
  /** The contact request stored for it (topic «Расчёт с калькулятора», the summary as message). */
  request: ContactRequest;
  estimate: SentEstimate;
}

export type EstimateRequestValidation =
  { ok: true; value: EstimateRequest } | { ok: false; errors: EstimateRequestErrors };

/** The request's message: «Внутренний электромонтаж: Офис, Стандарт — ≈ 1 234 000 ₽, 12 дней». */
export function estimateRequestMessage(estimate: SentEstimate): string {
  return `${ESTIMATE_NAMES[estimate.calculator]}: ${ESTIMATE_CODECS[estimate.calculator].summary(
    estimate.inputs,
  )}`;
}

export function validateEstimateRequest(
  input: unknown,
  { requireConsent = true }: { requireConsent?: boolean } = {},
): EstimateRequestValidation {
  const errors: EstimateRequestErrors = {};
  const name = checkName(readField(input, 'name'));
  if (name.error) errors.name = name.error;
  const phone = checkPhone(readField(input, 'phone'));
  if (phone.error) errors.phone = phone.error;
  const email = checkEmail(readField(input, 'email'), { optional: true });
  if (email.error) errors.email = email.error;
  if (!phone.error && !email.error && phone.value === '' && email.value === '') {
    errors.phone = CONTACT_WAY_MESSAGE;
  }
  if (requireConsent && readField(input, 'consent') !== true) errors.consent = CONSENT_MESSAGE;
  const estimate = readSentEstimate(readField(input, 'estimate') ?? null);
  if (!estimate.ok) errors.estimate = estimate.error;

  if (Object.keys(errors).length > 0 || !estimate.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      request: {
        name: name.value,
        email: email.value,
        phone: phone.value,
        option: ESTIMATE_TOPIC,
        message: estimateRequestMessage(estimate.value),
        page: readPage(readField(input, 'page')),
      },
      estimate: estimate.value,
    },
  };
}
