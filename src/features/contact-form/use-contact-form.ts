import type { SendContactRequest } from '../../api/forms-client';
import {
  CONTACT_FIELDS,
  validateContactRequest,
  type ContactField,
} from '../../domain/validation/contact';
import type { QueueContactRequest } from '../../offline/queue-request';
import { useRequestForm, type RequestCheck } from '../../ui/form/use-request-form';

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

function checkContact(values: ContactFormValues, page: string): RequestCheck<ContactField> {
  const checked = validateContactRequest({ ...values, page });
  return checked.ok ? { ok: true, request: checked.value } : checked;
}

/** The contact form (public-site §2.8, §4, §5): a request form of the contact rules' fields. */
export function useContactForm(send: SendContactRequest, queue: QueueContactRequest) {
  return useRequestForm({
    empty: EMPTY_CONTACT_FORM,
    fields: CONTACT_FIELDS,
    check: checkContact,
    send,
    queue,
  });
}
