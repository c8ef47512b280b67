import { sendContactRequest, type SendContactRequest } from '../../api/forms-client';
import { queueContactRequest, type QueueContactRequest } from '../../offline/queue-request';
import { CONTACT_MAX_LENGTH } from '../../domain/validation/contact';
import { CONTACT_TOPIC_PLACEHOLDER, CONTACT_TOPICS } from '../../domain/validation/contact-topics';
import { Dropdown } from '../../ui/dropdown/dropdown';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { ConsentLabel } from '../../ui/form/consent-label';
import { HoneypotField } from '../../ui/form/honeypot-field';
import { REQUEST_OUTCOME_TEXTS } from '../../ui/form/request-texts';
import { RequestOutcome } from '../../ui/form/request-outcome';
import { CONTACT_INPUTS } from '../../ui/form/contact-inputs';
import { AppForm } from '../../ui/form/app-form';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { FormField, fieldLabelId } from '../../ui/form/form-field';
import { useContactForm } from './use-contact-form';
import './contact-form.css';

export { REQUEST_FAILURE_TEXT as CONTACT_FAILURE_TEXT } from '../../ui/form/request-texts';

const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: topic }));

/**
 * The contact request form (public-site §2.8). `send` is the contact call; tests (and later the
 * offline outbox) pass their own.
 */
export function ContactForm({
  send = sendContactRequest,
  queue = queueContactRequest,
}: {
  send?: SendContactRequest;
  queue?: QueueContactRequest;
}) {
  const {
    values,
    errors,
    status,
    setField,
    submit,
    control,
    fieldId,
    textField,
    checkboxField,
    honeypot,
  } = useContactForm(send, queue);
  const submitting = status === 'submitting';

  return (
    <AppForm className="contact-form form-grid" onSubmit={submit} busy={submitting}>
      <TextField
        {...textField('name')}
        {...CONTACT_INPUTS.name}
        label="Имя"
        placeholder="Как к вам обращаться"
      />
      <TextField {...textField('email')} {...CONTACT_INPUTS.email} label="E-mail" />
      <TextField
        {...textField('phone')}
        {...CONTACT_INPUTS.phone}
        label="Телефон (необязательно)"
      />
      <FormField id={fieldId('option')} label="Тема обращения" labelAs="text" error={errors.option}>
        {(aria) => (
          <Dropdown
            ref={control('option')}
            id={aria.id}
            labelId={fieldLabelId(aria.id)}
            options={TOPIC_OPTIONS}
            value={values.option}
            placeholder={CONTACT_TOPIC_PLACEHOLDER}
            onChange={(value) => setField('option', value)}
            invalid={Boolean(aria['aria-invalid'])}
            describedBy={aria['aria-describedby']}
          />
        )}
      </FormField>
      <TextAreaField
        {...textField('message')}
        className="form-grid__wide"
        label="Комментарий"
        name="message"
        maxLength={CONTACT_MAX_LENGTH.message}
        placeholder="Опишите объект и задачу: площадь, адрес, желаемые сроки"
      />
      <CheckboxField {...checkboxField('consent')} className="form-grid__wide">
        <ConsentLabel />
      </CheckboxField>
      <HoneypotField {...honeypot} />
      <div className="form-grid__wide contact-form__actions">
        <button type="submit" className="button contact-form__submit" disabled={submitting}>
          {submitting ? 'Отправка...' : 'Отправить'}
        </button>
        <RequestOutcome status={status} texts={REQUEST_OUTCOME_TEXTS} block="contact-form" />
      </div>
    </AppForm>
  );
}
