/** Fixed ids of the application form's controls (one form per page, same on server and client). */
export const FIELD_PREFIX = 'application';

export function controlId(field: string): string {
  return `${FIELD_PREFIX}-${field}`;
}

export function fieldId(field: string): string {
  return `${FIELD_PREFIX}-${field}-field`;
}

export function errorId(field: string): string {
  return `${FIELD_PREFIX}-${field}-error`;
}

export function labelId(field: string): string {
  return `${FIELD_PREFIX}-${field}-label`;
}
