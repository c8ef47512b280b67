import { APPLICATION_TEXT as APPLICATION_LABELS } from '../../content/vacancies/vacancies-texts';
import { fieldErrorId, fieldLabelId, fieldWrapperId } from '../../ui/form/form-field';
import { APPLICATION_INPUTS, type ApplicationTextInput } from './application-inputs';
import type { ApplicationForm } from './use-application-form';

/** Fixed ids of the application form's controls (one form per page, same on server and client). */
export const FIELD_PREFIX = 'application';

export function controlId(field: string): string {
  return `${FIELD_PREFIX}-${field}`;
}

export const fieldId = (field: string) => fieldWrapperId(controlId(field));
export const errorId = (field: string) => fieldErrorId(controlId(field));
export const labelId = (field: string) => fieldLabelId(controlId(field));

/** The error shown on a field (an optional field never has one). */
export function errorOf(form: ApplicationForm, field: string): string | undefined {
  const errors: Partial<Record<string, string>> = form.errors;
  return errors[field];
}

/** A text answer's TextField props: its id, name, label, how it is typed, value and error. */
export function textFieldProps(form: ApplicationForm, field: ApplicationTextInput) {
  return {
    ...APPLICATION_INPUTS[field],
    id: controlId(field),
    name: field,
    label: APPLICATION_LABELS[field],
    value: form.values[field],
    onValue: (value: string) => form.setText(field, value),
    error: errorOf(form, field),
    // The form scrolls to a field it asks about (scroll-to-field.ts).
    anchored: true,
  };
}
