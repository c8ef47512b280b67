import { paths } from '../../config/paths';
import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { CONTACT_PREFERENCE_OPTIONS } from '../../domain/applications/options';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { ApplicationField } from './application-field';
import { ChoiceGroup } from './choice-group';
import { controlId, errorId, fieldId } from './field-ids';
import { FormStep } from './form-step';
import { ResumeField } from './resume-field';
import { TextInput } from './text-input';
import type { ApplicationForm } from './use-application-form';

/** Step 5: portfolio link, resume, about, contact preference and the consent. */
export function PortfolioStep({ form }: { form: ApplicationForm }) {
  const { values, errors, setText, toggleSingle, setAgree } = form;
  return (
    <FormStep id="portfolio" number={5}>
      <ApplicationField field="portfolio" label={T.portfolio} optional>
        <TextInput
          field="portfolio"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={500}
          placeholder={T.portfolioPlaceholder}
          value={values.portfolio}
          onValue={(value) => setText('portfolio', value)}
        />
      </ApplicationField>
      <ResumeField
        resume={form.resume}
        error={errors.resume}
        onPick={form.pickResume}
        onRemove={form.removeResume}
      />
      <ApplicationField field="about" label={T.about} optional>
        <textarea
          id={controlId('about')}
          name="about"
          className="application-input application-input--area"
          maxLength={3000}
          placeholder={T.aboutPlaceholder}
          value={values.about}
          onChange={(event) => setText('about', event.target.value)}
        />
      </ApplicationField>
      <ApplicationField field="contactPreference" label={T.contactPreference} group optional>
        <ChoiceGroup
          options={CONTACT_PREFERENCE_OPTIONS}
          selected={values.contactPreference}
          onToggle={(value) => toggleSingle('contactPreference', value)}
        />
      </ApplicationField>
      <div id={fieldId('agree')} className="application-field">
        <Checkbox
          id={controlId('agree')}
          checked={values.agree}
          onChange={setAgree}
          invalid={Boolean(errors.agree)}
          describedBy={errors.agree ? errorId('agree') : undefined}
        >
          {T.agreeBefore}
          <a href={paths.legal('privacy')} target="_blank" rel="noopener">
            {T.agreeLink}
          </a>
          <span className="application-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </Checkbox>
        {errors.agree ? (
          <p id={errorId('agree')} className="application-field__error" role="alert">
            {errors.agree}
          </p>
        ) : null}
      </div>
    </FormStep>
  );
}
