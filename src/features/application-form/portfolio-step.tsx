import { paths } from '../../config/paths';
import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { CONTACT_PREFERENCE_OPTIONS } from '../../domain/applications/options';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { ChoiceField } from './choice-field';
import { controlId, textFieldProps } from './field-ids';
import { FormStep } from './form-step';
import { ResumeField } from './resume-field';
import type { ApplicationForm } from './use-application-form';

/** Step 5: portfolio link, resume, about, contact preference and the consent. */
export function PortfolioStep({ form }: { form: ApplicationForm }) {
  const { values, errors, setText, setAgree } = form;
  return (
    <FormStep id="portfolio" number={5}>
      <TextField {...textFieldProps(form, 'portfolio')} />
      <ResumeField
        resume={form.resume}
        error={errors.resume}
        onPick={form.pickResume}
        onRemove={form.removeResume}
      />
      <TextAreaField
        id={controlId('about')}
        name="about"
        label={T.about}
        optional
        anchored
        maxLength={3000}
        placeholder={T.aboutPlaceholder}
        value={values.about}
        onValue={(value) => setText('about', value)}
      />
      <ChoiceField form={form} field="contactPreference" options={CONTACT_PREFERENCE_OPTIONS} />
      <CheckboxField
        anchored
        id={controlId('agree')}
        checked={values.agree}
        onChange={setAgree}
        error={errors.agree}
      >
        {T.agreeBefore}
        <a href={paths.legal('privacy')} target="_blank" rel="noopener">
          {T.agreeLink}
        </a>
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </CheckboxField>
    </FormStep>
  );
}
