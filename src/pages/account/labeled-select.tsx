import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="admin-filters__field">
      <label htmlFor={id} className="admin-filters__label">
        {label}
      </label>
      <select
        id={id}
        className="admin-filters__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
