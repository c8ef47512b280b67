import { useRef, useState } from 'react';
import type { SendContactRequest } from '../../../api/forms-client';
import type { SentEstimate } from '../../../domain/estimates/sent-estimate';
import {
  ESTIMATE_REQUEST_FIELDS,
  validateEstimateRequest,
  type EstimateRequestErrors,
  type EstimateRequestField,
} from '../../../domain/validation/estimate-request';
import { deliverContactRequest } from '../../../offline/deliver-request';
import type { QueueContactRequest } from '../../../offline/queue-request';
import { randomId } from '../../../domain/random-id';
import { useFormFields } from '../../../ui/form/use-form-fields';
import { useSpamSignals } from '../../../ui/form/use-spam-signals';
import {
  QUEUED_TOAST_MS,
  REQUEST_HELD_TEXT,
  REQUEST_QUEUED_TEXT,
  REQUEST_SUCCESS_TEXT,
} from '../../../ui/form/request-texts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toast/toast-store';

export interface EstimateRequestValues {
  name: string;
  phone: string;
  email: string;
  consent: boolean;
}

const EMPTY: EstimateRequestValues = { name: '', phone: '', email: '', consent: false };

export type SendEstimateStatus = 'idle' | 'submitting' | 'success' | 'queued' | 'held' | 'failed';

function fieldErrors(fields: Record<string, string> | undefined): EstimateRequestErrors {
  const errors: EstimateRequestErrors = {};
  for (const field of ESTIMATE_REQUEST_FIELDS) {
    const message = fields?.[field];
    if (message) errors[field] = message;
  }
  return errors;
}

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
  const form = useFormFields<EstimateRequestValues, EstimateRequestField>(
    () => EMPTY,
    ESTIMATE_REQUEST_FIELDS,
  );
  const [status, setStatus] = useState<SendEstimateStatus>('idle');
  const sending = useRef(false);
  const spam = useSpamSignals();

  const submit = async () => {
    if (sending.current) return;
    const checked = validateEstimateRequest({
      ...form.values,
      estimate,
      page: window.location.href,
    });
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    sending.current = true;
    form.setErrors({});
    setStatus('submitting');
    const { request } = checked.value;
    const payload = { ...request, estimate, requestId: randomId(), ...spam.read() };
    const outcome = await deliverContactRequest(payload, send, queue);
    sending.current = false;
    setStatus(outcome.status);
    if (outcome.status === 'failed') {
      form.showErrors(fieldErrors(outcome.fields));
      return;
    }
    if (outcome.status === 'success') {
      showToast(REQUEST_SUCCESS_TEXT, { durationMs: SUCCESS_TOAST_MS });
    } else {
      const text = outcome.status === 'held' ? REQUEST_HELD_TEXT : REQUEST_QUEUED_TEXT;
      showToast(text, { durationMs: QUEUED_TOAST_MS });
    }
    form.setValues(EMPTY);
    spam.restart();
  };

  return { ...form, status, submit, honeypotRef: spam.honeypotRef };
}
