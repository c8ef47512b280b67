import './form-field.css';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** Id of the control; a <label for> names it. Omit for controls named another way. */
  htmlFor?: string;
  /** The visible label text. */
  label?: string;
  /** Render the label as a plain element with this id (for a control named by aria-labelledby). */
  labelId?: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}

/** A labelled control with its error text below (role="alert", tied to the control by its id). */
export function FormField({
  htmlFor,
  label,
  labelId,
  error,
  errorId,
  children,
  className,
}: FormFieldProps) {
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      {label && labelId ? (
        <span id={labelId} className="form-field__label">
          {label}
        </span>
      ) : null}
      {label && !labelId ? (
        <label htmlFor={htmlFor} className="form-field__label">
          {label}
        </label>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
