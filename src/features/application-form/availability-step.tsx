import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { incomeBandsFor, isOwnLevel } from '../../domain/applications/income';
import {
  PAY_TYPE_OPTIONS,
  SCHEDULE_OPTIONS,
  START_OPTIONS,
  TRAVEL_OPTIONS,
} from '../../domain/applications/options';
import { ApplicationField } from './application-field';
import { ChoiceGroup } from './choice-group';
import { errorId } from './field-ids';
import { FormStep } from './form-step';
import { TextInput } from './text-input';
import type { ApplicationForm } from './use-application-form';

/** Step 4: start date, travel, schedule, pay type and expected income. */
export function AvailabilityStep({ form }: { form: ApplicationForm }) {
  const { values, errors, toggleSingle, toggleMulti, setText } = form;
  const bands = incomeBandsFor(values.payType).map((band) => ({ value: band, label: band }));
  const describe = (field: keyof typeof errors) => (errors[field] ? errorId(field) : undefined);
  return (
    <FormStep id="availability" number={4}>
      <ApplicationField field="start" label={T.start} group required error={errors.start}>
        <ChoiceGroup
          options={START_OPTIONS}
          selected={values.start}
          onToggle={(value) => toggleSingle('start', value)}
          describedBy={describe('start')}
        />
      </ApplicationField>
      <ApplicationField field="travel" label={T.travel} group required error={errors.travel}>
        <ChoiceGroup
          options={TRAVEL_OPTIONS}
          selected={values.travel}
          onToggle={(value) => toggleSingle('travel', value)}
          describedBy={describe('travel')}
        />
      </ApplicationField>
      <ApplicationField field="schedule" label={T.schedule} group required error={errors.schedule}>
        <ChoiceGroup
          options={SCHEDULE_OPTIONS}
          selected={values.schedule}
          onToggle={(value) => toggleMulti('schedule', value)}
          describedBy={describe('schedule')}
        />
      </ApplicationField>
      <ApplicationField field="payType" label={T.payType} group required error={errors.payType}>
        <ChoiceGroup
          options={PAY_TYPE_OPTIONS}
          selected={values.payType}
          onToggle={(value) => toggleSingle('payType', value)}
          describedBy={describe('payType')}
        />
      </ApplicationField>
      <ApplicationField
        field="income"
        label={T.income}
        group
        required
        error={errors.income}
        hint={bands.length === 0 ? T.incomeHint : undefined}
        hintId="application-income-hint"
      >
        {bands.length > 0 ? (
          <ChoiceGroup
            options={bands}
            selected={values.income}
            onToggle={(value) => toggleSingle('income', value)}
            describedBy={describe('income')}
          />
        ) : null}
      </ApplicationField>
      {isOwnLevel(values.income) ? (
        <ApplicationField
          field="customIncome"
          label={T.customIncome}
          required
          error={errors.customIncome}
        >
          <TextInput
            field="customIncome"
            type="text"
            maxLength={100}
            placeholder={T.customIncomePlaceholder}
            aria-required="true"
            value={values.customIncome}
            onValue={(value) => setText('customIncome', value)}
            error={errors.customIncome}
          />
        </ApplicationField>
      ) : null}
    </FormStep>
  );
}
