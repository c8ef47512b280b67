/**
 * Two builds' main-thread work compared without Lighthouse's CPU multiplier (issue 13): each page
 * loaded at the host's own speed (no throttling), the two builds in turns (ABBA), so a change of
 * the machine's speed during the sitting falls on both alike. Lantern, Lighthouse's simulation,
 * takes every task from such a trace and multiplies it, so these are the figures its TBT grows
 * from, before a per-sample multiplier amplifies the host's noise. Pure; the loading is in
 * scripts/bench-compare.ts.
 */
import { median, rangeOf } from './stats';
import type { TraceWork } from './trace-summary';

/** One load's figures: those of its trace summary that compare two builds. */
export type WorkSample = Pick<TraceWork, 'scriptMs' | 'tasksMs' | 'longestTaskMs'>;

export const WORK_FIGURES: readonly (keyof WorkSample)[] = ['scriptMs', 'tasksMs', 'longestTaskMs'];

/** How one figure of this build stands against the other build's loads. */
export type Verdict = 'better' | 'same' | 'worse';

export interface FigureComparison {
  ours: number;
  theirs: number;
  /** ours / theirs, of the medians. */
  ratio: number;
  oursRange: { min: number; max: number };
  theirsRange: { min: number; max: number };
  /**
   * 'worse' when our median is above every load of theirs, 'better' when below every one, else
   * 'same': within the spread one build shows against itself in the same sitting.
   */
  verdict: Verdict;
}

export interface PageComparison {
  page: string;
  runs: number;
  figures: Record<keyof WorkSample, FigureComparison>;
}

/** The order of the two builds in run `run` (0-based): A B, B A, A B, … */
export function turnOrder(run: number): readonly ['ours', 'theirs'] | readonly ['theirs', 'ours'] {
  return run % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const);
}

function compareFigure(ours: readonly number[], theirs: readonly number[]): FigureComparison {
  const oursRange = rangeOf(ours);
  const theirsRange = rangeOf(theirs);
  if (!oursRange || !theirsRange) throw new RangeError('a comparison needs loads of both builds');
  const oursMedian = median(ours);
  const theirsMedian = median(theirs);
  let verdict: Verdict = 'same';
  if (oursMedian > theirsRange.max) verdict = 'worse';
  else if (oursMedian < theirsRange.min) verdict = 'better';
  return {
    ours: oursMedian,
    theirs: theirsMedian,
    ratio: theirsMedian === 0 ? Number.NaN : oursMedian / theirsMedian,
    oursRange,
    theirsRange,
    verdict,
  };
}

export function comparePage(
  page: string,
  ours: readonly WorkSample[],
  theirs: readonly WorkSample[],
): PageComparison {
  const figures = {} as Record<keyof WorkSample, FigureComparison>;
  for (const figure of WORK_FIGURES) {
    figures[figure] = compareFigure(
      ours.map((sample) => sample[figure]),
      theirs.map((sample) => sample[figure]),
    );
  }
  return { page, runs: Math.min(ours.length, theirs.length), figures };
}

const FIGURE_LABELS: Record<keyof WorkSample, string> = {
  scriptMs: 'Script',
  tasksMs: 'All tasks',
  longestTaskMs: 'Longest task',
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A Markdown table: per page and figure, both medians with their ranges, the ratio, the verdict. */
export function formatComparison(
  rows: readonly PageComparison[],
  labels: { ours: string; theirs: string },
): string {
  const lines = [
    `| Page | Figure (1×, median) | ${labels.ours} | ${labels.theirs} | Ratio | Verdict |`,
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    for (const figure of WORK_FIGURES) {
      const c = row.figures[figure];
      lines.push(
        `| ${row.page} | ${FIGURE_LABELS[figure]} | ${ms(c.ours)} (${ms(c.oursRange.min)}–${ms(c.oursRange.max)}) ` +
          `| ${ms(c.theirs)} (${ms(c.theirsRange.min)}–${ms(c.theirsRange.max)}) ` +
          `| ${Number.isFinite(c.ratio) ? c.ratio.toFixed(2) : '–'} | ${c.verdict} |`,
      );
    }
  }
  return lines.join('\n');
}
