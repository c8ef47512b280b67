import type { Ref } from 'react';
import { FormField } from '../../ui/form/form-field';
import './kiosk-forms.css';

export interface PinFieldProps {
  id: string;
  label: string;
  value: string;
  /** The digits typed (anything else is dropped). */
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A PIN input: digits only on the on-screen keyboard, masked, never filled by the browser; its hint
 * and its error (role="alert") below, tied to it by aria-describedby (the one FormField).
 */
export function PinField({ id, label, value, onValue, error, hint, inputRef }: PinFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className="pin-field">
      {(control) => (
        <input
          ref={inputRef}
          className="pin-field__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={value}
          onChange={(event) => onValue(event.target.value.replace(/\D/g, ''))}
          {...control}
        />
      )}
    </FormField>
  );
}
