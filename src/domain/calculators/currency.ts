/** Formats a rouble amount for display (accounts §8: falls back to the number plus ' ₽'). */
export type NumberFormatter = (value: number) => string;

let roubles: Intl.NumberFormat | null = null;

/**
 * Intl ru-RU roubles without kopecks: 1 250 000 ₽ (with non-breaking spaces). The formatter is made
 * once, on first use: making one costs far more than formatting (a calculator shows dozens of sums).
 */
export const intlRoubleFormatter: NumberFormatter = (value) => {
  roubles ??= new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return roubles.format(value);
};

/**
 * Formats `value` as roubles without kopecks.
 * Rules: a non-finite value is shown as 0; the amount is rounded to whole roubles; when the
 * formatter throws (no Intl, no ru-RU data) or returns an empty string, the result is the
 * rounded number followed by ' ₽' ('1250000 ₽'). Never throws.
 */
export function formatRoubles(
  value: number,
  formatter: NumberFormatter = intlRoubleFormatter,
): string {
  const amount = Number.isFinite(value) ? Math.round(value) : 0;
  const safe = Object.is(amount, -0) ? 0 : amount;
  try {
    const text = formatter(safe);
    if (typeof text === 'string' && text.trim() !== '') return text;
  } catch {
    // Locale formatting failed: use the plain fallback below.
  }
  return `${safe} ₽`;
}
