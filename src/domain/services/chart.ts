import { SCORE_MAX } from './score';

const NICE_MAXIMA = [1, 2, 4, 5, 6, 8, 10] as const;

/**
 * The top of a score chart's axis: the smallest round value (at most ten) that holds the largest
 * score, so a chart whose values stay under 5 is not half empty.
 */
export function chartAxisMax(scores: readonly number[]): number {
  const largest = Math.max(0, ...scores);
  return NICE_MAXIMA.find((max) => max >= largest) ?? SCORE_MAX;
}

/** Axis ticks from zero to `max`, one or two units apart, for at most six labels. */
export function chartTicks(max: number): number[] {
  const step = max > 5 ? 2 : 1;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return ticks;
}
