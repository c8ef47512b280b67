import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { CitySelect } from '../../ui/city-select/city-select';
import { ApplicationField } from './application-field';
import { controlId, errorId } from './field-ids';
import { FormStep } from './form-step';
import { TextInput } from './text-input';
import type { ApplicationForm } from './use-application-form';

/** Step 1: name, phone, e-mail, city. */
export function ContactsStep({ form }: { form: ApplicationForm }) {
  const { values, errors, setText } = form;
  return (
    <FormStep id="contacts" number={1}>
      <ApplicationField field="fio" label={T.fio} required error={errors.fio}>
        <TextInput
          field="fio"
          type="text"
          autoComplete="name"
          maxLength={200}
          placeholder={T.fioPlaceholder}
          aria-required="true"
          value={values.fio}
          onValue={(value) => setText('fio', value)}
          error={errors.fio}
        />
      </ApplicationField>
      <ApplicationField field="phone" label={T.phone} required error={errors.phone}>
        <TextInput
          field="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          placeholder={T.phonePlaceholder}
          aria-required="true"
          value={values.phone}
          onValue={(value) => setText('phone', value)}
          error={errors.phone}
        />
      </ApplicationField>
      <ApplicationField field="email" label={T.email} required error={errors.email}>
        <TextInput
          field="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder={T.emailPlaceholder}
          aria-required="true"
          value={values.email}
          onValue={(value) => setText('email', value)}
          error={errors.email}
        />
      </ApplicationField>
      <ApplicationField field="city" label={T.city} required error={errors.city}>
        <CitySelect
          id={controlId('city')}
          value={values.city}
          onChange={(city) => setText('city', city)}
          invalid={Boolean(errors.city)}
          describedBy={errors.city ? errorId('city') : undefined}
          placeholder={T.cityPlaceholder}
        />
      </ApplicationField>
    </FormStep>
  );
}
