import { useRef, useState } from 'react';
import { useFormFields } from '../../ui/form/use-form-fields';
import { useSpamSignals } from '../../ui/form/use-spam-signals';
import {
  CONTACT_FIELDS,
  validateContactRequest,
  type ContactErrors,
  type ContactField,
} from '../../domain/validation/contact';
import type { SendContactRequest, SendResult } from '../../api/forms-client';
import type { QueueContactRequest } from '../../offline/queue-request';
import { isOnline } from '../../offline/connectivity';
import { SEND_TIMEOUT_MS, withSendTimeout } from '../../offline/send-timeouts';
import { isTransient } from '../../offline/transient';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toast/toast-store';
import { createRequestId } from './request-id';

/** Public-site §4: the success toast, shown for 2 s. */
export const CONTACT_SUCCESS_TEXT = 'Ваша заявка принята!';
/** Without a connection the request waits on the device (the outbox) and is sent later. */
export const CONTACT_QUEUED_TEXT =
  'Нет соединения. Заявка сохранена на устройстве и будет отправлена автоматически.';
/** The server answered that it cannot store the request now (a 5xx): it waits on the device too. */
export const CONTACT_HELD_TEXT =
  'Сервер временно не принимает заявки. Заявка сохранена на устройстве и будет отправлена автоматически.';
const QUEUED_TOAST_MS = 5000;

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
    const payload = { ...checked.value, requestId: createRequestId(), ...spam.read() };
    const offline = typeof navigator !== 'undefined' && (!navigator.onLine || !isOnline());
    const result: SendResult = offline
      ? { ok: false, kind: 'network' }
      : // Given up when it hangs (a network failure: the request is then kept on the device).
        await withSendTimeout(SEND_TIMEOUT_MS.contact, (signal) => send(payload, { signal }));
    if (!result.ok && isTransient(result)) {
      // Nothing is lost: without an answer, or while the server cannot store it (a 5xx), the
      // request waits on the device under the same id and is sent later.
      try {
        await queue(payload);
        sending.current = false;
        const held = result.kind === 'rejected';
        showToast(held ? CONTACT_HELD_TEXT : CONTACT_QUEUED_TEXT, { durationMs: QUEUED_TOAST_MS });
        setValues(EMPTY_CONTACT_FORM);
        spam.restart();
        setStatus(held ? 'held' : 'queued');
        return;
      } catch {
        // The device cannot store it either: say the send failed and keep the input.
      }
    }
    sending.current = false;
    if (result.ok) {
      showToast(CONTACT_SUCCESS_TEXT, { durationMs: SUCCESS_TOAST_MS });
      setValues(EMPTY_CONTACT_FORM);
      spam.restart();
      setStatus('success');
      return;
    }
    setStatus('failed');
    showErrors(fieldErrors(result.fields));
  };

  return { values, errors, status, setField, submit, control, honeypotRef: spam.honeypotRef };
}
