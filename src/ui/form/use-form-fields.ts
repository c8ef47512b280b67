import { useEffect, useRef, useState } from 'react';

export type FieldErrorMap<F extends string> = Partial<Record<F, string>>;

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

  // Text typed into the server's HTML before the app hydrated it (the page is usable as HTML
  // first, a section below the screen hydrates only when reached) is the visitor's: React keeps it
  // on screen but not in state, and would wipe it at the next render. Adopt it once, on mount.
  useEffect(() => {
    for (const field of order) {
      const element = controls.current[field];
      const typed =
        element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLInputElement &&
          !['checkbox', 'radio', 'file'].includes(element.type))
          ? element.value
          : '';
      if (typed === '') continue;
      const key = field as unknown as keyof V;
      setValues((current) => {
        if (typeof current[key] !== 'string' || current[key] === typed) return current;
        const next = { ...current, [key]: typed };
        onChange?.(next);
        return next;
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before mounting
  }, []);

  /** Ref callback for a field's control, so the first invalid one can take focus. */
  const control = (field: F) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  return { values, setValues, errors, setErrors, setField, showErrors, control };
}
