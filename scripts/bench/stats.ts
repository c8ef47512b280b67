/** The median of some measurements: the middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) throw new RangeError('median of no values');
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The median of each numeric field over several samples of the same shape. */
export function medianOfEach<T extends { [K in keyof T]: number }>(samples: readonly T[]): T {
  const first = samples[0];
  if (!first) throw new RangeError('median of no samples');
  const result = { ...first };
  for (const key of Object.keys(first) as (keyof T)[]) {
    result[key] = median(samples.map((sample) => sample[key])) as T[keyof T];
  }
  return result;
}

/** The lowest and highest finite value, or undefined when there is none. */
export function rangeOf(values: readonly number[]): { min: number; max: number } | undefined {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return undefined;
  return { min: Math.min(...finite), max: Math.max(...finite) };
}
