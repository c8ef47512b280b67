import { useRef } from 'react';

/** Letters typed within this pause add up to one search ("ве" finds «Вентиляция…»). */
export const TYPEAHEAD_RESET_MS = 600;

/**
 * Typeahead for a list: returns a function that takes the typed character and the active index and
 * gives the index of the next option whose label starts with the typed text, or -1.
 */
export function useTypeahead(options: readonly { label: string }[]) {
  const state = useRef({ text: '', at: 0 });

  return (char: string, activeIndex: number): number => {
    const now = Date.now();
    const previous = state.current;
    const text = now - previous.at > TYPEAHEAD_RESET_MS ? char : previous.text + char;
    state.current = { text, at: now };
    const query = text.toLocaleLowerCase('ru');
    // A repeated single letter cycles through the options starting with it.
    const repeated = query.length > 1 && [...query].every((c) => c === query[0]);
    const needle = repeated ? (query[0] ?? '') : query;
    const start = needle.length === 1 ? activeIndex + 1 : activeIndex;
    for (let step = 0; step < options.length; step += 1) {
      const index = (start + step) % options.length;
      if (options[index]?.label.toLocaleLowerCase('ru').startsWith(needle)) return index;
    }
    return -1;
  };
}
