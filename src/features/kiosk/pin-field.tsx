import type { Ref } from 'react';
import './kiosk-forms.css';

export interface PinFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A PIN input: digits only on the on-screen keyboard, masked, never filled by the browser; its hint
 * and its error (role="alert") below, tied to it by aria-describedby.
 */
export function PinField({ id, label, value, onChange, error, hint, ref }: PinFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pin-field">
      <label htmlFor={id} className="pin-field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="pin-field__input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="pin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
