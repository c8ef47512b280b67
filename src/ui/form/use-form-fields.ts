import { useId, useRef, useState } from 'react';

export type FieldErrorMap<F extends string> = Partial<Record<F, string>>;

/** The fields of a form's values that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
/** The fields of a form's values that are a yes or no (a checkbox). */
export type CheckKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/**
 * The state every form here shares: the values, per-field errors that clear when their field is
 * edited, focusing the first invalid field (in the form's order), and refs to the controls.
 */
export function useFormFields<V extends object, F extends string>(
  initial: () => V,
  order: readonly F[],
  onChange?: (next: V) => void,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap<F>>({});
  const controls = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const setField = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      onChange?.(next);
      return next;
    });
    setErrors((current) => {
      if (!(field in current)) return current;
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== field),
      ) as FieldErrorMap<F>;
    });
  };

  const showErrors = (next: FieldErrorMap<F>) => {
    setErrors(next);
    const first = order.find((field) => next[field]);
    if (first) controls.current[first]?.focus();
  };

  /** Ref callback for a field's control, so the first invalid one can take focus. */
  const control = (field: F) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  const base = useId();
  /** The id of a field's control (unique on the page, the same on the server and the client). */
  const fieldId = (field: F) => `${base}-${field}`;
  /** What a TextField of a text field takes: its id, ref, value, change and error. */
  const textField = (field: F & TextKey<V>) => ({
    id: fieldId(field),
    inputRef: control(field),
    value: String(values[field]),
    onValue: (value: string) => setField(field, value as V[typeof field]),
    error: errors[field],
  });

  /** What a CheckboxField of a yes-or-no field takes: its id, ref, state, change and error. */
  const checkboxField = (field: F & CheckKey<V>) => ({
    id: fieldId(field),
    inputRef: control(field),
    checked: values[field] === true,
    onChange: (checked: boolean) => setField(field, checked as V[typeof field]),
    error: errors[field],
  });

  return {
    values,
    setValues,
    errors,
    setErrors,
    setField,
    showErrors,
    control,
    fieldId,
    textField,
    checkboxField,
  };
}
