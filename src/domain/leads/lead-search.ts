/**
 * Searching leads (issue 12): name, e-mail, phone and message, in Russian: case-insensitive, ё = е,
 * every word of the query matches the start of a word. The server indexes `searchText()` of each
 * lead and asks with `searchTerms()` of the query; both fold the same way. Pure.
 */

/** Lower case, NFC, ё read as е. */
export function foldText(value: string): string {
  return value.normalize('NFC').toLowerCase().replace(/ё/g, 'е');
}

/** The digits of a phone, whole and as its last ten (so '9111234567' finds '+7 (911) 123-45-67'). */
export function phoneTokens(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return [];
  const tokens = [digits];
  if (digits.length > 10) tokens.push(digits.slice(-10));
  return tokens;
}

export interface SearchableLead {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The text a lead is indexed by. */
export function searchText(lead: SearchableLead): string {
  return foldText(
    [lead.name, lead.email, lead.phone, ...phoneTokens(lead.phone), lead.message].join('\n'),
  );
}

/** Longest query taken, and most words. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_TERMS = 8;

/**
 * The words of a query, folded: letters and digits only (the separators of the index). A phone
 * typed with punctuation is read as one number, and a Russian one without its +7 or 8, so it
 * finds the number however the visitor wrote it (the index holds each phone's last ten digits).
 * An empty list searches nothing.
 */
export function searchTerms(query: string): string[] {
  const folded = foldText(query.slice(0, SEARCH_MAX_LENGTH));
  const phoneLike = /^[\d\s()+\-.]+$/.test(folded) && /\d/.test(folded);
  const digits = folded.replace(/\D/g, '');
  const source = phoneLike ? (digits.length >= 4 ? digits.replace(/^[78]/, '') : digits) : folded;
  const words = source.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}
