import { AppForm } from '../../ui/form/app-form';
import { HoneypotField } from '../../ui/form/honeypot-field';
import { RequestOutcome } from '../../ui/form/request-outcome';
import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import {
  APPLICATION_FAILURE_TEXT,
  APPLICATION_HELD_TEXT,
  APPLICATION_QUEUED_TEXT,
} from './application-messages';
import { AvailabilityStep } from './availability-step';
import { ContactsStep } from './contacts-step';
import { PortfolioStep } from './portfolio-step';
import { RoleStep } from './role-step';
import { SkillsStep } from './skills-step';
import { useApplicationForm, type ApplicationFormDeps } from './use-application-form';
import './application-form.css';

const OUTCOME_TEXTS = {
  queued: APPLICATION_QUEUED_TEXT,
  held: APPLICATION_HELD_TEXT,
  failure: APPLICATION_FAILURE_TEXT,
};

/**
 * The job application form (accounts spec §2.2, §3.1, §4.1): five sections in the spec's field
 * order, 'Очистить форму' and 'Отправить анкету' with their state labels, the failure text of §8
 * and the note that an application was kept on the device. `client` and `queue` are replaceable
 * (tests).
 */
export function ApplicationForm(deps: ApplicationFormDeps) {
  const form = useApplicationForm(deps);
  const { status, resume } = form;
  const uploading = resume.status === 'uploading';
  const sending = status === 'sending';
  const busy = uploading || sending;
  const submitLabel = uploading ? T.uploading : sending ? T.sending : T.submit;

  return (
    <AppForm className="application-form" onSubmit={form.submit} busy={busy}>
      <ContactsStep form={form} />
      <RoleStep form={form} />
      <SkillsStep form={form} />
      <AvailabilityStep form={form} />
      <PortfolioStep form={form} />
      <HoneypotField {...form.honeypot} />
      <div className="application-form__actions">
        <button
          type="button"
          className="button button--ghost application-form__clear"
          onClick={form.clear}
          disabled={busy}
        >
          {T.clear}
        </button>
        {/* While a file uploads the button is only aria-disabled: pressing it (or Enter in a
            field) still submits, and the submit says 'Дождитесь окончания загрузки файла.'
            (accounts §5.2); a disabled default button would block both silently. */}
        <button
          type="submit"
          className="button application-form__submit"
          disabled={sending}
          aria-disabled={uploading || undefined}
        >
          {busy ? <span className="application-form__spinner" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
      </div>
      <RequestOutcome status={status} texts={OUTCOME_TEXTS} block="application-form" />
    </AppForm>
  );
}
