import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { EMPLOYMENT_OPTIONS, ROLE_OPTIONS } from '../../domain/applications/options';
import { ApplicationField } from './application-field';
import { ChoiceGroup } from './choice-group';
import { errorId } from './field-ids';
import type { ApplicationForm } from './use-application-form';
import { FormStep } from './form-step';

/** Step 2: the desired position and the kind of employment. */
export function RoleStep({ form }: { form: ApplicationForm }) {
  const { values, errors, toggleSingle } = form;
  return (
    <FormStep id="role" number={2}>
      <ApplicationField field="role" label={T.role} group required error={errors.role}>
        <ChoiceGroup
          options={ROLE_OPTIONS}
          selected={values.role}
          onToggle={(value) => toggleSingle('role', value)}
          describedBy={errors.role ? errorId('role') : undefined}
        />
      </ApplicationField>
      <ApplicationField
        field="employment"
        label={T.employment}
        group
        required
        error={errors.employment}
      >
        <ChoiceGroup
          options={EMPLOYMENT_OPTIONS}
          selected={values.employment}
          onToggle={(value) => toggleSingle('employment', value)}
          describedBy={errors.employment ? errorId('employment') : undefined}
        />
      </ApplicationField>
    </FormStep>
  );
}
