import { FilterField } from './filter-field';

export interface SelectOption {
  value: string;
  label: string;
}

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
        <select
          className="admin-filters__input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
