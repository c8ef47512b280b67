import { useId, type ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../ui/form/form-field';

/**
 * One labelled control of the account area's filter rows (the administration's and the inbox's
 * filters, a lead's controls): the one FormField in the filters' density.
 */
export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  /** More classes on the field (`admin-filters__field--grow`, a width). */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <FormField
      id={id}
      label={label}
      className={className ? `admin-filters__field ${className}` : 'admin-filters__field'}
    >
      {children}
    </FormField>
  );
}

/** The «Поиск» text of a filter row, the field that takes the row's spare width. */
export function SearchFilter({
  value,
  onValue,
  placeholder,
  maxLength,
}: {
  value: string;
  onValue: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <FilterField label="Поиск" className="admin-filters__field--grow">
      {(control) => (
        <input
          className="admin-filters__input"
          type="search"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...control}
        />
      )}
    </FilterField>
  );
}
