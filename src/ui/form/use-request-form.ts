import { useRef, useState } from 'react';
import type { ContactRequestPayload, SendContactRequest } from '../../api/forms-client';
import { randomId } from '../../domain/random-id';
import type { DeliveryOutcome } from '../../offline/deliver-request';
import type { QueueContactRequest } from '../../offline/queue-request';
import { showToast, SUCCESS_TOAST_MS } from '../toast/toast-store';
import {
  QUEUED_TOAST_MS,
  REQUEST_HELD_TEXT,
  REQUEST_QUEUED_TEXT,
  REQUEST_SUCCESS_TEXT,
} from './request-texts';
import { loadOnce, useLoadOnEdit } from './load-on-edit';
import { useFormFields, type FieldErrorMap } from './use-form-fields';
import { useSpamSignals, type SpamSignalFields } from './use-spam-signals';

const loadDelivery = loadOnce(() => import('../../offline/deliver-request'));

export type RequestFormStatus = 'idle' | 'submitting' | 'success' | 'queued' | 'held' | 'failed';

/** The request a form's values make (without its id and spam signals), or their errors. */
export type RequestCheck<F extends string> =
  | { ok: true; request: Omit<ContactRequestPayload, keyof SpamSignalFields | 'requestId'> }
  | { ok: false; errors: FieldErrorMap<F> };

export interface RequestFormOptions<V extends object, F extends string> {
  empty: V;
  /** The fields in the form's order (the first invalid one takes focus). */
  fields: readonly F[];
  /** Checks the values by the domain rules (the page's address given), into the request. */
  check: (values: V, page: string) => RequestCheck<F>;
  send: SendContactRequest;
  queue: QueueContactRequest;
}

/** The server's messages for this form's own fields (others are not shown on a field). */
function fieldErrors<F extends string>(
  fields: readonly F[],
  messages: Record<string, string> | undefined,
): FieldErrorMap<F> {
  const errors: FieldErrorMap<F> = {};
  for (const field of fields) {
    const message = messages?.[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A public request form (the contact form, «Отправить расчёт»): its fields, validated by the
 * domain rules with the first invalid one focused, sent once with the spam signals (the honeypot,
 * the fill time) through deliverContactRequest, so without a connection it waits in the outbox;
 * a toast and a cleared form once it is stored or queued, the input kept and the reason shown when
 * it fails.
 */
export function useRequestForm<V extends object, F extends string>({
  empty,
  fields,
  check,
  send,
  queue,
}: RequestFormOptions<V, F>) {
  const form = useFormFields<V, F>(() => empty, fields);
  const [status, setStatus] = useState<RequestFormStatus>('idle');
  const sending = useRef(false);
  const spam = useSpamSignals();
  useLoadOnEdit(form.values, loadDelivery);

  const submit = async () => {
    if (sending.current) return;
    const checked = check(form.values, window.location.href);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    sending.current = true;
    form.setErrors({});
    setStatus('submitting');
    // The spam signals travel with the request, into the outbox too (measured now, not when sent).
    const payload = { ...checked.request, requestId: randomId(), ...spam.read() };
    const outcome = await loadDelivery().then(
      ({ deliverContactRequest }) => deliverContactRequest(payload, send, queue),
      // Its code could not be loaded (the first visit, before the offline cache, and no network).
      (): DeliveryOutcome => ({ status: 'failed' }),
    );
    sending.current = false;
    setStatus(outcome.status);
    if (outcome.status === 'failed') {
      form.showErrors(fieldErrors(fields, outcome.fields));
      return;
    }
    if (outcome.status === 'success') {
      showToast(REQUEST_SUCCESS_TEXT, { durationMs: SUCCESS_TOAST_MS });
    } else {
      const text = outcome.status === 'held' ? REQUEST_HELD_TEXT : REQUEST_QUEUED_TEXT;
      showToast(text, { durationMs: QUEUED_TOAST_MS });
    }
    form.setValues(empty);
    spam.restart();
  };

  return { ...form, status, submit, honeypot: spam.honeypot };
}
