import { useRef, useState } from 'react';
import { useFormFields } from '../../ui/form/use-form-fields';
import { useSpamSignals } from '../../ui/form/use-spam-signals';
import {
  CONTACT_FIELDS,
  validateContactRequest,
  type ContactErrors,
  type ContactField,
} from '../../domain/validation/contact';
import type { SendContactRequest } from '../../api/forms-client';
import type { QueueContactRequest } from '../../offline/queue-request';
import { deliverContactRequest } from '../../offline/deliver-request';
import {
  QUEUED_TOAST_MS,
  REQUEST_HELD_TEXT,
  REQUEST_QUEUED_TEXT,
  REQUEST_SUCCESS_TEXT,
} from '../../ui/form/request-texts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toast/toast-store';
import { randomId } from '../../domain/random-id';

export {
  REQUEST_SUCCESS_TEXT as CONTACT_SUCCESS_TEXT,
  REQUEST_QUEUED_TEXT as CONTACT_QUEUED_TEXT,
  REQUEST_HELD_TEXT as CONTACT_HELD_TEXT,
} from '../../ui/form/request-texts';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  /** '' until a topic is picked (the placeholder is shown). */
  option: string;
  message: string;
  consent: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  option: '',
  message: '',
  consent: false,
};

export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'queued' | 'held' | 'failed';

function fieldErrors(fields: Record<string, string> | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = fields?.[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * State and submission of the contact form (public-site §2.8, §4, §5): validates with the domain
 * rules, focuses the first invalid field, sends once (with the spam signals: the honeypot and the
 * fill time), toasts and clears on success, keeps the input and reports on failure.
 */
export function useContactForm(send: SendContactRequest, queue: QueueContactRequest) {
  const { values, setValues, setErrors, errors, setField, showErrors, control } = useFormFields<
    ContactFormValues,
    ContactField
  >(() => EMPTY_CONTACT_FORM, CONTACT_FIELDS);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const sending = useRef(false);
  const spam = useSpamSignals();

  const submit = async () => {
    if (sending.current) return;
    const checked = validateContactRequest({ ...values, page: window.location.href });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    sending.current = true;
    setErrors({});
    setStatus('submitting');
    // The spam signals travel with the request, into the outbox too (measured now, not when sent).
    const payload = { ...checked.value, requestId: randomId(), ...spam.read() };
    const outcome = await deliverContactRequest(payload, send, queue);
    sending.current = false;
    if (outcome.status === 'failed') {
      setStatus('failed');
      showErrors(fieldErrors(outcome.fields));
      return;
    }
    if (outcome.status === 'success') {
      showToast(REQUEST_SUCCESS_TEXT, { durationMs: SUCCESS_TOAST_MS });
    } else {
      const text = outcome.status === 'held' ? REQUEST_HELD_TEXT : REQUEST_QUEUED_TEXT;
      showToast(text, { durationMs: QUEUED_TOAST_MS });
    }
    setValues(EMPTY_CONTACT_FORM);
    spam.restart();
    setStatus(outcome.status);
  };

  return { values, errors, status, setField, submit, control, honeypotRef: spam.honeypotRef };
}
