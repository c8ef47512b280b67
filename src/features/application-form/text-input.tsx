import type { InputHTMLAttributes } from 'react';
import { controlId, errorId } from './field-ids';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  field: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Extra ids describing the input (a hint), besides its error. */
  hintId?: string;
}

/** A text input of the application form, tied to its label, hint and error. */
export function TextInput({ field, value, onValue, error, hintId, ...rest }: TextInputProps) {
  const describedBy = [hintId, error ? errorId(field) : undefined].filter(Boolean).join(' ');
  return (
    <input
      {...rest}
      id={controlId(field)}
      name={field}
      className="application-input"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  );
}
