import type { SendContactRequest } from '../../../api/forms-client';
import type { SentEstimate } from '../../../domain/estimates/sent-estimate';
import {
  ESTIMATE_REQUEST_FIELDS,
  validateEstimateRequest,
  type EstimateRequestField,
} from '../../../domain/validation/estimate-request';
import type { QueueContactRequest } from '../../../offline/queue-request';
import { useRequestForm, type RequestCheck } from '../../../ui/form/use-request-form';

export interface EstimateRequestValues {
  name: string;
  phone: string;
  email: string;
  consent: boolean;
}

const EMPTY: EstimateRequestValues = { name: '', phone: '', email: '', consent: false };

/**
 * «Отправить расчёт»: the short request's fields and their submission with the estimate, by the
 * contact request's path (the same rules and messages, the same outbox when offline, the spam
 * signals). The estimate is taken as it is when the visitor sends.
 */
export function useSendEstimate(
  estimate: SentEstimate,
  send: SendContactRequest,
  queue: QueueContactRequest,
) {
  const check = (
    values: EstimateRequestValues,
    page: string,
  ): RequestCheck<EstimateRequestField> => {
    const checked = validateEstimateRequest({ ...values, estimate, page });
    return checked.ok ? { ok: true, request: { ...checked.value.request, estimate } } : checked;
  };
  return useRequestForm({ empty: EMPTY, fields: ESTIMATE_REQUEST_FIELDS, check, send, queue });
}
