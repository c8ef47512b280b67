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
