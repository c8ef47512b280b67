/**
 * Drops from a page's inline styles the custom properties of `:root` that nothing on the page
 * reads: no `var(--name…)` in the inline rules (other than in its own declaration) or in the
 * markup's style attributes. The full stylesheets, applied after the first paint and before the
 * app hydrates, declare every one of them again, so nothing that runs later misses one; the first
 * flight (≤ 14 000 bytes of brotli on every page) does not carry the ones it cannot use, such as a
 * select's arrow (a data: URL) on a page without a select.
 */

/** The declarations inside `{…}` split at top-level `;` (not inside quotes or brackets). */
function splitDeclarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const char = block[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(block.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

/** A `:root` rule (its values hold no braces: data: URLs in the stylesheets are percent-encoded). */
const ROOT_BLOCK = /:root\{([^{}]*)\}/g;

const nameOf = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];

/** `css` without the unread `:root` custom properties; `markup` is the page's body and head. */
export function dropUnusedCustomProperties(css: string, markup: string): string {
  let current = css;
  // A property read only by a dropped one is unread too: repeat until nothing more goes.
  for (;;) {
    const next = current.replace(ROOT_BLOCK, (whole, block: string) => {
      const kept = splitDeclarations(block).filter((declaration) => {
        const name = nameOf(declaration);
        if (!name) return true;
        // Read anywhere but in its own declaration: the other rules and declarations, the markup.
        const others = current.replace(whole, () => whole.replace(declaration, ''));
        const read = new RegExp(`var\\(\\s*${name}(?![\\w-])`);
        return read.test(others) || read.test(markup);
      });
      return kept.length ? `:root{${kept.join(';')}}` : '';
    });
    if (next === current) return current;
    current = next;
  }
}
