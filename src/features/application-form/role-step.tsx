import { EMPLOYMENT_OPTIONS, ROLE_OPTIONS } from '../../domain/applications/options';
import { ChoiceField } from './choice-field';
import { FormStep } from './form-step';
import type { ApplicationForm } from './use-application-form';

/** Step 2: the desired position and the kind of employment. */
export function RoleStep({ form }: { form: ApplicationForm }) {
  return (
    <FormStep id="role" number={2}>
      <ChoiceField form={form} field="role" options={ROLE_OPTIONS} required />
      <ChoiceField form={form} field="employment" options={EMPLOYMENT_OPTIONS} required />
    </FormStep>
  );
}
