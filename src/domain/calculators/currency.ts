/** Formats a rouble amount for display (accounts §8: falls back to the number plus ' ₽'). */
export type NumberFormatter = (value: number) => string;

const NBSP = '\u00a0';

/**
 * ru-RU roubles without kopecks, as `Intl.NumberFormat('ru-RU', { style: 'currency', currency:
 * 'RUB', maximumFractionDigits: 0 })` writes them: 1 250 000 ₽, the digits grouped by three with
 * non-breaking spaces, a non-breaking space before the sign, a hyphen-minus for a negative amount
 * (a unit table checks it against Intl). Written here, not with Intl: the first Intl formatter a
 * page makes loads ICU's locale data, 45–65 ms of the main thread in Chromium (docs/decisions.md,
 * 2026-11-29), and the indoor calculator formats its options while its module loads.
 */
export const roubleFormatter: NumberFormatter = (value) => {
  const whole = Math.round(Math.abs(value));
  // String() writes 1e21 and above with an exponent; BigInt writes every digit.
  const digits = whole < 1e21 ? String(whole) : BigInt(whole).toString();
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? group : `${group}${NBSP}${grouped}`;
  }
  return `${value < 0 && whole !== 0 ? '-' : ''}${grouped}${NBSP}₽`;
};

/**
 * Formats `value` as roubles without kopecks.
 * Rules: a non-finite value is shown as 0; the amount is rounded to whole roubles; when the
 * formatter throws or returns an empty string, the result is the rounded number followed by
 * ' ₽' ('1250000 ₽'). Never throws.
 */
export function formatRoubles(value: number, formatter: NumberFormatter = roubleFormatter): string {
  const amount = Number.isFinite(value) ? Math.round(value) : 0;
  const safe = Object.is(amount, -0) ? 0 : amount;
  try {
    const text = formatter(safe);
    if (typeof text === 'string' && text.trim() !== '') return text;
  } catch {
    // Formatting failed: use the plain fallback below.
  }
  return `${safe} ₽`;
}
