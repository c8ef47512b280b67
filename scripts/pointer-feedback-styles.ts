import postcss from 'postcss';

/**
 * A selector that applies only while a pointer is over or pressing an element: `:hover` or
 * `:active` outside a `:not(…)` (where it would apply to the elements at rest, the opposite).
 */
function pointerOnly(selector: string): boolean {
  const outsideNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return /:(?:hover|active)\b/.test(outsideNot);
}

/** Declarations that change nothing on a page at rest: how a change animates, the pointer. */
const MOTION_OR_POINTER = /^(?:transition(?:-[a-z-]+)?|cursor)$/;

/**
 * A page's inline styles without what only answers a pointer: the rules (or the selectors of a
 * rule) for `:hover` and `:active`, and the `transition` and `cursor` declarations. None of them
 * changes the first paint or a box on it; the full stylesheets, applied after the first paint
 * (src/app/page-stylesheets.ts), bring them back before the app hydrates, and until then a visitor
 * sees the page as drawn, with the browser's own pointer. Focus styles stay: a keyboard user must
 * see where the focus is from the first paint.
 */
export function dropPointerFeedbackStyles(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !pointerOnly(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls((declaration) => {
    if (MOTION_OR_POINTER.test(declaration.prop)) declaration.remove();
  });
  // A rule left empty, then an at-rule (a media query) left empty, goes too; @font-face and
  // @keyframes are not touched (they hold no selectors or such declarations).
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
