import type { InputHTMLAttributes, Ref } from 'react';
import './auth-field.css';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  /** A standing hint under the field (the password rule). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input of the account forms, with its hint and its error (role="alert") below. */
export function AuthField({ id, label, error, hint, ref, ...input }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="auth-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
