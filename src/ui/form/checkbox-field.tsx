import type { ReactNode, Ref } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { FormField } from './form-field';

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box's own label (it may hold links). */
  children: ReactNode;
  error?: string;
  inputRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** The wrapper carries its id, for a form that scrolls to the field (see FormField). */
  anchored?: boolean;
}

/** A checkbox that may be required (a consent): the box and its error below, tied together. */
export function CheckboxField({
  id,
  checked,
  onChange,
  children,
  error,
  inputRef,
  className,
  anchored,
}: CheckboxFieldProps) {
  return (
    <FormField id={id} error={error} className={className} anchored={anchored}>
      {(aria) => (
        <Checkbox
          ref={inputRef}
          id={aria.id}
          checked={checked}
          onChange={onChange}
          invalid={Boolean(aria['aria-invalid'])}
          describedBy={aria['aria-describedby']}
        >
          {children}
        </Checkbox>
      )}
    </FormField>
  );
}
