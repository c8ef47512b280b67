import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from './form-field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> {
  /** The input's id; its error's id is `fieldErrorId(id)`. */
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * A labelled text input with its error below: `aria-invalid` and `aria-describedby` point at the
 * error while there is one (role="alert", from FormField).
 */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  inputRef,
  ...input
}: TextFieldProps) {
  const errorId = fieldErrorId(id);
  return (
    <FormField label={label} htmlFor={id} errorId={errorId} error={error}>
      <input
        ref={inputRef}
        id={id}
        className="form-input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
    </FormField>
  );
}
