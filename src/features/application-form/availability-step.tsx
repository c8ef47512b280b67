import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { incomeBandsFor, isOwnLevel } from '../../domain/applications/income';
import {
  PAY_TYPE_OPTIONS,
  SCHEDULE_OPTIONS,
  START_OPTIONS,
  TRAVEL_OPTIONS,
} from '../../domain/applications/options';
import { TextField } from '../../ui/form/text-field';
import { ChoiceField } from './choice-field';
import { textFieldProps } from './field-ids';
import { FormStep } from './form-step';
import type { ApplicationForm } from './use-application-form';

/** Step 4: start date, travel, schedule, pay type and expected income. */
export function AvailabilityStep({ form }: { form: ApplicationForm }) {
  const bands = incomeBandsFor(form.values.payType).map((band) => ({ value: band, label: band }));
  return (
    <FormStep id="availability" number={4}>
      <ChoiceField form={form} field="start" options={START_OPTIONS} required />
      <ChoiceField form={form} field="travel" options={TRAVEL_OPTIONS} required />
      <ChoiceField form={form} field="schedule" multi options={SCHEDULE_OPTIONS} required />
      <ChoiceField form={form} field="payType" options={PAY_TYPE_OPTIONS} required />
      <ChoiceField form={form} field="income" options={bands} required emptyHint={T.incomeHint} />
      {isOwnLevel(form.values.income) ? (
        <TextField {...textFieldProps(form, 'customIncome')} />
      ) : null}
    </FormStep>
  );
}
