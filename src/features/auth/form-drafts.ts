/**
 * What was typed into an account modal, kept while an error message covers it, so closing the
 * message gives the form back as it was. Memory only; cleared when the modals close.
 */
const drafts = new Map<string, unknown>();

export function readFormDraft<T>(key: string, fallback: T): T {
  return drafts.has(key) ? (drafts.get(key) as T) : fallback;
}

export function writeFormDraft<T>(key: string, value: T): void {
  drafts.set(key, value);
}

export function clearFormDrafts(): void {
  drafts.clear();
}
