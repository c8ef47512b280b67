import type { ChangeEvent, InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from './form-field';

export { fieldErrorId } from './form-field';

/** What both text controls take beyond their element's own attributes. */
interface TextProps<E> extends Pick<
  FormFieldProps,
  'hint' | 'hintFirst' | 'required' | 'optional' | 'className' | 'anchored'
> {
  /** The control's id; its error's id is `fieldErrorId(id)`, its hint's `fieldHintId(id)`. */
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  inputRef?: Ref<E>;
}

/** The element's attributes that TextProps (or the field around it) decides. */
type OwnAttribute = 'id' | 'value' | 'onChange' | 'className' | 'required';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttribute>, TextProps<HTMLInputElement> {}

export interface TextAreaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnAttribute>,
    TextProps<HTMLTextAreaElement> {}

/**
 * Splits a text field's props (but its ref): the FormField's, the control's value, change and
 * aria-required, and the rest (the element's own attributes).
 */
function splitText<P extends Omit<TextProps<unknown>, 'inputRef'>>(props: P) {
  const {
    id,
    label,
    error,
    hint,
    hintFirst,
    required,
    optional,
    className,
    anchored,
    value,
    onValue,
    ...attributes
  } = props;
  return {
    field: { id, label, error, hint, hintFirst, required, optional, className, anchored },
    text: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onValue(event.target.value),
      'aria-required': required || undefined,
    },
    attributes,
  };
}

/**
 * A labelled text input (FormField around an input in the site's one input style); `required`
 * marks the label and sets aria-required.
 */
export function TextField({ inputRef, ...props }: TextFieldProps) {
  const { field, text, attributes } = splitText(props);
  return (
    <FormField {...field}>
      {(control) => (
        <input ref={inputRef} className="form-input" {...text} {...control} {...attributes} />
      )}
    </FormField>
  );
}

/** TextField's multi-line twin: a labelled textarea in the site's one input style. */
export function TextAreaField({ inputRef, ...props }: TextAreaFieldProps) {
  const { field, text, attributes } = splitText(props);
  return (
    <FormField {...field}>
      {(control) => (
        <textarea
          ref={inputRef}
          className="form-input form-input--area"
          {...text}
          {...control}
          {...attributes}
        />
      )}
    </FormField>
  );
}
