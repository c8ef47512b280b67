import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, type FormFieldProps } from './form-field';

export { fieldErrorId } from './form-field';

export interface TextFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'value' | 'onChange' | 'className' | 'required'
    >,
    Pick<
      FormFieldProps,
      'hint' | 'hintFirst' | 'required' | 'optional' | 'className' | 'anchored'
    > {
  /** The input's id; its error's id is `fieldErrorId(id)`, its hint's `fieldHintId(id)`. */
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input (FormField around an input in the site's one input style); `required`
 * marks the label and sets aria-required.
 */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  inputRef,
  hint,
  hintFirst,
  required,
  optional,
  className,
  anchored,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      hintFirst={hintFirst}
      error={error}
      className={className}
      anchored={anchored}
    >
      {(control) => (
        <input
          ref={inputRef}
          className="form-input"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-required={required || undefined}
          {...control}
          {...input}
        />
      )}
    </FormField>
  );
}
