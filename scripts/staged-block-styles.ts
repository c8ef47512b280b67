import { JSDOM } from 'jsdom';
import { STAGING_CLASS } from '../src/config/boot-loader';

/** The root's condition of a staged block's selector, `html.staged:not(.shown-NAME) `. */
const CONDITION = `html\\.${STAGING_CLASS}:not\\(\\.shown-`;

/**
 * The staged blocks' rule (src/ui/staged-blocks.css) as the build writes it: the minifier splits
 * it into several rules of the same declarations (one for the selectors with `:has()`, which an
 * older browser would drop the whole list for), each a selector list of
 * `html.staged:not(.shown-NAME) BLOCK`.
 */
const STAGED_RULES = new RegExp(`([^{}]*${CONDITION}[^{}]*)\\{([^{}]*)\\}`, 'g');

/** One selector of the rule: the root's condition with the block's name, then the block. */
const STAGED_SELECTOR = new RegExp(`^${CONDITION}([\\w-]+)\\)\\s+(.+)$`);

/** A selector of the staged blocks' rule read: the block's name and its own selector. */
export function parseStagedSelector(selector: string): { name: string; block: string } | null {
  const [, name, block] = STAGED_SELECTOR.exec(selector) ?? [];
  return name && block ? { name, block } : null;
}

/** A selector list split at its top-level commas (not those inside `:has(…)` or `:is(…)`). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/**
 * Of the staged blocks' rules, keeps in a page's inline styles only the selectors of blocks the page
 * has (matched against the whole page, not only its first screen), and a rule only where one of
 * them is left. The rules name the blocks of every kind of page, and the
 * critical-styles reducer keeps them whole (it cannot match `:has()`, and on `/` it reduces against
 * the first screen, which leaves the blocks out): on `/` the other pages' selectors were the
 * ~140 bytes of brotli that took the page, with its headers, past TCP's first round trip.
 */
export function dropForeignStagedBlocks(css: string, html: string): string {
  if (!css.match(STAGED_RULES)) return css;
  const { document } = new JSDOM(html).window;
  return css.replace(STAGED_RULES, (_, list: string, declarations: string) => {
    const kept = splitSelectorList(list).filter((selector) => {
      const staged = parseStagedSelector(selector);
      return staged === null || document.querySelector(staged.block) !== null;
    });
    return kept.length > 0 ? `${kept.join(',')}{${declarations}}` : '';
  });
}
