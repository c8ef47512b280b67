import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import {
  CERTIFICATE_OPTIONS,
  EXPERIENCE_OPTIONS,
  SKILLSET_OPTIONS,
  TOOL_OPTIONS,
} from '../../domain/applications/options';
import { ApplicationField } from './application-field';
import { ChoiceGroup } from './choice-group';
import { errorId } from './field-ids';
import { FormStep } from './form-step';
import type { ApplicationForm } from './use-application-form';

/** Step 3: experience, directions of work, permits, tools and transport. */
export function SkillsStep({ form }: { form: ApplicationForm }) {
  const { values, errors, toggleSingle, toggleMulti } = form;
  return (
    <FormStep id="skills" number={3}>
      <ApplicationField field="exp" label={T.exp} group required error={errors.exp}>
        <ChoiceGroup
          options={EXPERIENCE_OPTIONS}
          selected={values.exp}
          onToggle={(value) => toggleSingle('exp', value)}
          describedBy={errors.exp ? errorId('exp') : undefined}
        />
      </ApplicationField>
      <ApplicationField field="skillset" label={T.skillset} group required error={errors.skillset}>
        <ChoiceGroup
          options={SKILLSET_OPTIONS}
          selected={values.skillset}
          onToggle={(value) => toggleMulti('skillset', value)}
          describedBy={errors.skillset ? errorId('skillset') : undefined}
        />
      </ApplicationField>
      <ApplicationField field="certificates" label={T.certificates} group optional>
        <ChoiceGroup
          options={CERTIFICATE_OPTIONS}
          selected={values.certificates}
          onToggle={(value) => toggleMulti('certificates', value)}
        />
      </ApplicationField>
      <ApplicationField field="tools" label={T.tools} group optional>
        <ChoiceGroup
          options={TOOL_OPTIONS}
          selected={values.tools}
          onToggle={(value) => toggleMulti('tools', value)}
        />
      </ApplicationField>
    </FormStep>
  );
}
