import { SelectInput, type SelectOption } from '../../ui/form/select-input';
import { FilterField } from './filter-field';

export type { SelectOption };

/**
 * A select with its visible label, in the account area's filter style: the administration's group
 * filter and the inbox's filters and lead controls.
 */
export function LabeledSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <FilterField label={label}>
      {(control) => (
        <SelectInput
          className="admin-filters__input"
          value={value}
          options={options}
          disabled={disabled}
          onValue={onChange}
          {...control}
        />
      )}
    </FilterField>
  );
}
