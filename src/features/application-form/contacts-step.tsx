import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { CitySelect } from '../../ui/city-select/city-select';
import { FormField } from '../../ui/form/form-field';
import { TextField } from '../../ui/form/text-field';
import { controlId, textFieldProps } from './field-ids';
import { FormStep } from './form-step';
import type { ApplicationForm } from './use-application-form';

/** Step 1: name, phone, e-mail, city. */
export function ContactsStep({ form }: { form: ApplicationForm }) {
  const { values, errors, setText } = form;
  return (
    <FormStep id="contacts" number={1}>
      <TextField {...textFieldProps(form, 'fio')} />
      <TextField {...textFieldProps(form, 'phone')} />
      <TextField {...textFieldProps(form, 'email')} />
      <FormField id={controlId('city')} label={T.city} required error={errors.city}>
        {(aria) => (
          <CitySelect
            id={aria.id}
            value={values.city}
            onChange={(city) => setText('city', city)}
            invalid={Boolean(aria['aria-invalid'])}
            describedBy={aria['aria-describedby']}
            placeholder={T.cityPlaceholder}
          />
        )}
      </FormField>
    </FormStep>
  );
}
