import { sendContactRequest, type SendContactRequest } from '../../../api/forms-client';
import { useRef, useState } from 'react';
import type { EstimateKind } from '../../../domain/estimates/estimate-codec';
import { estimateOf, type SentEstimate } from '../../../domain/estimates/sent-estimate';
import { estimateRequestMessage } from '../../../domain/validation/estimate-request';
import { queueContactRequest, type QueueContactRequest } from '../../../offline/queue-request';
import { ConsentLabel } from '../../../ui/form/consent-label';
import { CONTACT_INPUTS } from '../../../ui/form/contact-inputs';
import { AppForm } from '../../../ui/form/app-form';
import { TextField } from '../../../ui/form/text-field';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { HoneypotField } from '../../../ui/form/honeypot-field';
import { RequestOutcome } from '../../../ui/form/request-outcome';
import {
  REQUEST_HELD_TEXT,
  REQUEST_OUTCOME_TEXTS,
  REQUEST_QUEUED_TEXT,
  REQUEST_SUCCESS_TEXT,
} from '../../../ui/form/request-texts';
import { Modal } from '../../../ui/modal/modal';
import { useSendEstimate } from './use-send-estimate';
import './send-estimate.css';

export const SEND_ESTIMATE_TITLE = 'Отправить расчёт';
export const SEND_ESTIMATE_LEAD =
  'Расчёт придёт к нам вместе с заявкой: инженер проверит его и свяжется с вами. Укажите телефон или e-mail.';

const DONE_TEXT = {
  success: REQUEST_SUCCESS_TEXT,
  queued: REQUEST_QUEUED_TEXT,
  held: REQUEST_HELD_TEXT,
};

/**
 * «Отправить расчёт»: a dialog with the estimate's summary and a short request (name, phone or
 * e-mail, consent). Sent with the estimate as structured data; offline it waits in the outbox.
 */
export function SendEstimateDialog({
  estimate,
  onClose,
  send = sendContactRequest,
  queue = queueContactRequest,
}: {
  estimate: SentEstimate;
  onClose: () => void;
  send?: SendContactRequest;
  queue?: QueueContactRequest;
}) {
  const { errors, status, submit, control, textField, checkboxField, honeypot } = useSendEstimate(
    estimate,
    send,
    queue,
  );
  const nameRef = useRef<HTMLInputElement>(null);
  const submitting = status === 'submitting';
  const done = status === 'success' || status === 'queued' || status === 'held';

  const nameControl = control('name');

  return (
    <Modal
      open
      onClose={onClose}
      title={SEND_ESTIMATE_TITLE}
      width={560}
      initialFocusRef={nameRef}
      className="send-estimate"
    >
      <p className="send-estimate__summary">{estimateRequestMessage(estimate)}</p>
      {done ? (
        <div className="send-estimate__done">
          <p className="send-estimate__status" role="status">
            {DONE_TEXT[status]}
          </p>
          <button type="button" className="button" onClick={onClose}>
            Готово
          </button>
        </div>
      ) : (
        <AppForm className="send-estimate__form" onSubmit={submit} busy={submitting}>
          <p className="send-estimate__lead">{SEND_ESTIMATE_LEAD}</p>
          <TextField
            {...textField('name')}
            {...CONTACT_INPUTS.name}
            label="Имя"
            inputRef={(node) => {
              nameRef.current = node;
              nameControl(node);
            }}
          />
          <TextField {...textField('phone')} {...CONTACT_INPUTS.phone} label="Телефон" />
          <TextField {...textField('email')} {...CONTACT_INPUTS.email} label="E-mail" />
          <CheckboxField {...checkboxField('consent')}>
            <ConsentLabel />
          </CheckboxField>
          <HoneypotField {...honeypot} />
          {errors.estimate ? (
            <p className="request-outcome request-outcome--failure" role="alert">
              {errors.estimate}
            </p>
          ) : (
            <RequestOutcome status={status} texts={REQUEST_OUTCOME_TEXTS} block="send-estimate" />
          )}
          <button type="submit" className="button send-estimate__submit" disabled={submitting}>
            {submitting ? 'Отправка...' : 'Отправить'}
          </button>
        </AppForm>
      )}
    </Modal>
  );
}

/** The dialog for a calculator's inputs as they were when «Отправить расчёт» was pressed. */
export function SendInputsDialog({
  kind,
  inputs,
  appVersion,
  onClose,
}: {
  kind: EstimateKind;
  inputs: unknown;
  appVersion: string;
  onClose: () => void;
}) {
  const [estimate] = useState(() => estimateOf(kind, inputs, appVersion));
  return <SendEstimateDialog estimate={estimate} onClose={onClose} />;
}
