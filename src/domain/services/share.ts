import { scoreFromPercent } from './score';

/** One segment of a section's share split (public-site §3 "Share item"). */
export interface ShareItem {
  key: string;
  label: string;
  /** Percent of the section's work, 0–100. */
  sharePct: number;
  /** The same share as a score out of ten (percent divided by ten). */
  score10: number;
}

/** Share bar timing and trigger (public-site §4, §9). */
export const SHARE_REVEAL_THRESHOLD = 0.35;
export const SHARE_SEGMENT_DURATION_MS = 900;
export const SHARE_SEGMENT_BASE_DELAY_MS = 150;
export const SHARE_SEGMENT_STEP_DELAY_MS = 120;

/** Builds a share item; the score out of ten is derived from the percent, never typed twice. */
export function shareItem(key: string, label: string, sharePct: number): ShareItem {
  return { key, label, sharePct, score10: scoreFromPercent(sharePct) };
}

export function sharesTotal(items: readonly ShareItem[]): number {
  return items.reduce((sum, item) => sum + item.sharePct, 0);
}

/** Delay before segment `index` starts filling: 150 ms plus 120 ms per segment index. */
export function segmentDelayMs(index: number): number {
  return SHARE_SEGMENT_BASE_DELAY_MS + SHARE_SEGMENT_STEP_DELAY_MS * index;
}

/** '45 %': Russian typography puts a no-break space before the percent sign. */
export function formatPercent(sharePct: number): string {
  return `${Math.round(sharePct)}\u00a0%`;
}
