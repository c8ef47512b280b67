import { FormField } from '../form/form-field';
import { CitySelect, type CitySelectProps } from './city-select';

export interface CityFieldProps extends Omit<CitySelectProps, 'invalid' | 'describedBy'> {
  label: string;
  required?: boolean;
  error?: string;
}

/** A form's city: the searchable CitySelect in the one FormField (label, error, aria). */
export function CityField({ id, label, required, error, ...select }: CityFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      {(aria) => (
        <CitySelect
          {...select}
          id={aria.id}
          invalid={Boolean(aria['aria-invalid'])}
          describedBy={aria['aria-describedby']}
        />
      )}
    </FormField>
  );
}
