import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { CityField } from '../../ui/city-select/city-field';
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
      <CityField
        id={controlId('city')}
        label={T.city}
        required
        error={errors.city}
        value={values.city}
        onChange={(city) => setText('city', city)}
        placeholder={T.cityPlaceholder}
      />
    </FormStep>
  );
}
