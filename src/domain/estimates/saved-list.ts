import { isEstimateKind, type EstimateKind } from './estimate-codec';

/**
 * «Мои расчёты»: the list of estimates kept on the device, newest first, at most 20. Pure: the
 * rules of the list; the storage is `src/offline/saved-estimates.ts`.
 */
export const SAVED_ESTIMATES_MAX = 20;
const LINK_MAX_LENGTH = 4096;
const ID_MAX_LENGTH = 64;

export interface SavedEstimate {
  id: string;
  kind: EstimateKind;
  /** The share link (path and query) that reopens it. */
  link: string;
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

/**
 * Adds `entry` at the top. An estimate already in the list (same calculator and link) is not
 * repeated: it moves to the top with the new time and keeps its id. Older entries beyond 20 go.
 */
export function addSavedEstimate(
  list: readonly SavedEstimate[],
  entry: SavedEstimate,
  max: number = SAVED_ESTIMATES_MAX,
): SavedEstimate[] {
  const same = list.find((item) => item.kind === entry.kind && item.link === entry.link);
  const top = same ? { ...same, savedAt: entry.savedAt } : entry;
  return [top, ...list.filter((item) => item !== same)].slice(0, Math.max(0, max));
}

export function removeSavedEstimate(list: readonly SavedEstimate[], id: string): SavedEstimate[] {
  return list.filter((item) => item.id !== id);
}

/** One stored entry, or null when it is not one (wrong calculator, foreign link, bad time). */
export function sanitizeSavedEstimate(value: unknown): SavedEstimate | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { id, kind, link, savedAt } = record;
  if (typeof id !== 'string' || id === '' || id.length > ID_MAX_LENGTH) return null;
  if (!isEstimateKind(kind)) return null;
  if (typeof link !== 'string' || link.length > LINK_MAX_LENGTH) return null;
  if (!link.startsWith(`/services/electrical/${kind}?`)) return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt < 0) return null;
  return { id, kind, link, savedAt };
}

/** A stored list from anywhere: entries that are not estimates are dropped; newest first, ≤ 20. */
export function sanitizeSavedEstimates(value: unknown): SavedEstimate[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: SavedEstimate[] = [];
  for (const item of value) {
    const entry = sanitizeSavedEstimate(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    list.push(entry);
  }
  return list.sort((a, b) => b.savedAt - a.savedAt).slice(0, SAVED_ESTIMATES_MAX);
}

/** «25 ноября 2026, 14:05» in the device's time zone (or the one given, for tests). */
export function formatSavedAt(savedAt: number, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(savedAt));
  } catch {
    return new Date(savedAt).toISOString().slice(0, 16).replace('T', ' ');
  }
}
