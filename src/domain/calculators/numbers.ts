/**
 * Number helpers shared by the calculators. They take anything a user (or a stored record) can
 * hand over and always return a finite number: the calculators never show NaN and never throw.
 */

/**
 * Reads a number from user input.
 * Rules: a finite number is kept; a numeric string ('12', ' 7.5 ', '1,5' with a decimal comma)
 * is parsed; anything else (NaN, ±Infinity, '', 'abc', null, objects) gives `fallback`.
 */
export function toFiniteNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    if (text === '') return fallback;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** Limits a number to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Removes binary floating-point noise (0.1 * 3 = 0.30000000000000004) before a rounding step, so
 * that a value that is an exact integer on paper is not rounded up to the next one.
 */
function denoise(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** Rounds up, ignoring floating-point noise: ceilClean(18.000000000000004) = 18. */
export function ceilClean(value: number): number {
  return Math.ceil(denoise(value));
}

/** Rounds to the nearest multiple of `step` (halves go up), ignoring floating-point noise. */
export function roundToStep(value: number, step: number): number {
  return Math.round(denoise(value / step)) * step;
}
