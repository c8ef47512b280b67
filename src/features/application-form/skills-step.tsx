import {
  CERTIFICATE_OPTIONS,
  EXPERIENCE_OPTIONS,
  SKILLSET_OPTIONS,
  TOOL_OPTIONS,
} from '../../domain/applications/options';
import { ChoiceField } from './choice-field';
import { FormStep } from './form-step';
import type { ApplicationForm } from './use-application-form';

/** Step 3: experience, directions of work, permits, tools and transport. */
export function SkillsStep({ form }: { form: ApplicationForm }) {
  return (
    <FormStep id="skills" number={3}>
      <ChoiceField form={form} field="exp" options={EXPERIENCE_OPTIONS} required />
      <ChoiceField form={form} field="skillset" multi options={SKILLSET_OPTIONS} required />
      <ChoiceField form={form} field="certificates" multi options={CERTIFICATE_OPTIONS} />
      <ChoiceField form={form} field="tools" multi options={TOOL_OPTIONS} />
    </FormStep>
  );
}
