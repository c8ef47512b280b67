import type { ReactNode } from 'react';
import { controlId, errorId, fieldId, labelId } from './field-ids';

export interface ApplicationFieldProps {
  field: string;
  label: string;
  /** A group of choices (fieldset and legend) rather than one labelled control. */
  group?: boolean;
  required?: boolean;
  /** Marks the field optional in its label. */
  optional?: boolean;
  error?: string;
  /** A line under the label (a hint the control also points to). */
  hint?: ReactNode;
  hintId?: string;
  className?: string;
  children: ReactNode;
}

function LabelText({
  label,
  required,
  optional,
}: Pick<ApplicationFieldProps, 'label' | 'required' | 'optional'>) {
  return (
    <>
      {label}
      {required ? (
        <span className="application-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
      {optional ? <span className="application-field__optional"> (необязательно)</span> : null}
    </>
  );
}

/**
 * One field of the application form: its label (a legend for a group of choices), the control,
 * an optional hint and the error (role="alert", referenced by the control's aria-describedby).
 */
export function ApplicationField({
  field,
  label,
  group = false,
  required = false,
  optional = false,
  error,
  hint,
  hintId,
  className,
  children,
}: ApplicationFieldProps) {
  const classes = ['application-field', className].filter(Boolean).join(' ');
  const errorText = error ? (
    <p id={errorId(field)} className="application-field__error" role="alert">
      {error}
    </p>
  ) : null;
  const hintText = hint ? (
    <p id={hintId} className="application-field__hint">
      {hint}
    </p>
  ) : null;
  if (group) {
    return (
      <fieldset
        id={fieldId(field)}
        className={`${classes} application-field--group`}
        aria-describedby={error ? errorId(field) : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend id={labelId(field)} className="application-field__label">
          <LabelText label={label} required={required} optional={optional} />
        </legend>
        {hintText}
        {children}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div id={fieldId(field)} className={classes}>
      <label id={labelId(field)} htmlFor={controlId(field)} className="application-field__label">
        <LabelText label={label} required={required} optional={optional} />
      </label>
      {hintText}
      {children}
      {errorText}
    </div>
  );
}
