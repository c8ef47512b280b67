/**
 * The {email} shape of the spec: the WHATWG "valid e-mail address" rule of `<input type=email>`
 * (HTML Living Standard, 4.10.5.1.5). Shared by every form and by the server.
 *
 * The pattern is the one the HTML standard gives, letter for letter. Like the standard it is ASCII
 * only: an internationalised domain (user@пример.рф) must be given in punycode.
 */
export const WHATWG_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The value sanitisation of `<input type=email>`: strip newlines, then leading and trailing ASCII
 * whitespace.
 */
export function sanitizeEmail(value: string): string {
  return value.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}

/** Whether an (already sanitised) value is a valid e-mail address by the WHATWG rule. */
export function isValidEmail(value: string): boolean {
  return WHATWG_EMAIL_PATTERN.test(value);
}
