import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import type { MultiChoiceField, SingleChoiceField } from '../../domain/applications/application';
import type { ChoiceOption } from '../../domain/applications/options';
import { FormField } from '../../ui/form/form-field';
import { ChoiceGroup } from './choice-group';
import { controlId, errorOf } from './field-ids';
import type { ApplicationForm } from './use-application-form';

type ChoiceFieldProps = {
  form: ApplicationForm;
  options: readonly ChoiceOption[];
  required?: boolean;
  /** Shown instead of the choices while there are none (the income before the pay type). */
  emptyHint?: string;
} & ({ field: SingleChoiceField; multi?: false } | { field: MultiChoiceField; multi: true });

/**
 * A question of the application form answered by choices: a fieldset with the question as its
 * legend, the choices (one, or any number with `multi`) and the error; optional unless `required`.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const { form, options, required = false, emptyHint } = props;
  const toggle = (value: string) => {
    if (props.multi) form.toggleMulti(props.field, value);
    else form.toggleSingle(props.field, value);
  };
  const empty = options.length === 0;
  return (
    <FormField
      id={controlId(props.field)}
      label={T[props.field]}
      labelAs="legend"
      required={required}
      optional={!required}
      error={errorOf(form, props.field)}
      hint={empty ? emptyHint : undefined}
      hintFirst
    >
      {(aria) =>
        empty ? null : (
          <ChoiceGroup
            options={options}
            selected={form.values[props.field]}
            onToggle={toggle}
            describedBy={aria['aria-describedby']}
          />
        )
      }
    </FormField>
  );
}
