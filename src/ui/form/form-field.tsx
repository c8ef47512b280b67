import './form-field.css';
import type { ReactNode } from 'react';

/** The ids around a field's control, all derived from the control's own id. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldLabelId = (id: string) => `${id}-label`;
export const fieldWrapperId = (id: string) => `${id}-field`;

/** What a field's control carries: its id, aria-invalid and aria-describedby (the error, then the hint). */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The control's props for a field with this id, error and (when `hint`) standing hint. */
export function fieldControlProps(id: string, error?: string, hint = false): FieldControlProps {
  const describedBy = [error ? fieldErrorId(id) : '', hint ? fieldHintId(id) : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export interface FormFieldProps {
  /** The control's id: the label names it, and the hint, error, label and wrapper ids derive from it. */
  id: string;
  /** The visible label; omit for a control that names itself (a checkbox). */
  label?: ReactNode;
  /**
   * How the label is drawn: a `<label for>` (default); `text`, a plain element with an id for a
   * control named by aria-labelledby; `legend`, the field is a fieldset of choices.
   */
  labelAs?: 'label' | 'text' | 'legend';
  /** Marks the field required (a red star, hidden from assistive technology). */
  required?: boolean;
  /** Marks the field optional in its label. */
  optional?: boolean;
  /** A standing hint (the control points to it); under the label with `hintFirst`, else under the control. */
  hint?: ReactNode;
  hintFirst?: boolean;
  error?: string;
  className?: string;
  /**
   * The wrapper carries its id (`fieldWrapperId`): for a form that scrolls to a field. Off by
   * default: ids nobody reads cost the home page's first flight (issue 15). A fieldset always has it.
   */
  anchored?: boolean;
  /** The control; a function gets the props tying it to the label, hint and error. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

export const OPTIONAL_TEXT = 'необязательно';

function LabelText({
  label,
  required,
  optional,
}: Pick<FormFieldProps, 'label' | 'required' | 'optional'>) {
  return (
    <>
      {label}
      {required ? (
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
      {optional ? <span className="form-field__optional"> ({OPTIONAL_TEXT})</span> : null}
    </>
  );
}

/**
 * One field of any form of the site: its label (a legend for a group of choices), the control,
 * a standing hint and the error (role="alert"), the control tied to both by aria-describedby and
 * marked aria-invalid while there is an error.
 */
export function FormField({
  id,
  label,
  labelAs = 'label',
  required = false,
  optional = false,
  hint,
  hintFirst = false,
  error,
  className,
  anchored = false,
  children,
}: FormFieldProps) {
  const control = fieldControlProps(id, error, Boolean(hint));
  const classes = ['form-field', labelAs === 'legend' ? 'form-field--group' : '', className]
    .filter(Boolean)
    .join(' ');
  const labelText =
    label === undefined ? null : (
      <LabelText label={label} required={required} optional={optional} />
    );
  const hintText = hint ? (
    <p id={fieldHintId(id)} className="form-field__hint">
      {hint}
    </p>
  ) : null;
  const body = (
    <>
      {hintFirst ? hintText : null}
      {typeof children === 'function' ? children(control) : children}
      {hintFirst ? null : hintText}
      {error ? (
        <p id={fieldErrorId(id)} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  if (labelAs === 'legend') {
    return (
      <fieldset
        id={fieldWrapperId(id)}
        className={classes}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
      >
        <legend id={fieldLabelId(id)} className="form-field__label">
          {labelText}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div id={anchored ? fieldWrapperId(id) : undefined} className={classes}>
      {labelText && labelAs === 'text' ? (
        <span id={fieldLabelId(id)} className="form-field__label">
          {labelText}
        </span>
      ) : null}
      {labelText && labelAs === 'label' ? (
        <label htmlFor={id} className="form-field__label">
          {labelText}
        </label>
      ) : null}
      {body}
    </div>
  );
}
