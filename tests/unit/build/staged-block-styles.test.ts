import { describe, expect, it } from 'vitest';
import { dropForeignStagedBlocks, splitSelectorList } from '../../../scripts/staged-block-styles';

const DECLARATIONS = '{content-visibility:hidden;visibility:hidden}';
// As the minifier writes it: the selectors with :has() in a rule of their own.
const RULE =
  `html.staged:not(.shown-about) main>#about,html.staged:not(.shown-footer) .preloader~.footer${DECLARATIONS}` +
  'html.staged:not(.shown-results) .calculator-page>.calculator-page__section:has(.calculator-page__workspace)~.calculator-page__section,' +
  `html.staged:not(.shown-footer) main:has(>.service-page,>.calculator-page)~.footer${DECLARATIONS}`;
// The contact section's own rule: out of the layout tree.
const CONTACT = 'html.staged:not(.shown-contact) main>#contact{display:none}';
const CSS = `.a{color:red}${RULE}${CONTACT}.b{color:blue}`;

const page = (main: string, before = '') =>
  `<!doctype html><html><head></head><body>${before}<main>${main}</main><footer class="footer"></footer></body></html>`;

describe('the staged blocks’ rule in a page’s inline styles', () => {
  it.each([
    [
      'a page with some of the blocks keeps their selectors only',
      page(
        '<section id="hero"></section><section id="about"></section>',
        '<div class="preloader"></div>',
      ),
      `.a{color:red}html.staged:not(.shown-about) main>#about,html.staged:not(.shown-footer) .preloader~.footer${DECLARATIONS}.b{color:blue}`,
    ],
    [
      'a calculator keeps its sections after the configurator and its footer',
      page(
        '<div class="calculator-page"><section class="calculator-page__section"><div class="calculator-page__workspace"></div></section><section class="calculator-page__section"></section></div>',
      ),
      `.a{color:red}html.staged:not(.shown-results) .calculator-page>.calculator-page__section:has(.calculator-page__workspace)~.calculator-page__section,html.staged:not(.shown-footer) main:has(>.service-page,>.calculator-page)~.footer${DECLARATIONS}.b{color:blue}`,
    ],
    [
      'a page with a contact section keeps its own rule too',
      page('<section id="about"></section><section id="contact"></section>'),
      `.a{color:red}html.staged:not(.shown-about) main>#about${DECLARATIONS}${CONTACT}.b{color:blue}`,
    ],
    [
      'a page with none loses the rules',
      page('<div class="not-found-page"><h1>Нет</h1></div>'),
      '.a{color:red}.b{color:blue}',
    ],
  ])('%s', (_, html, expected) => {
    expect(dropForeignStagedBlocks(CSS, html)).toBe(expected);
  });

  it('leaves styles without the rule as they are', () => {
    expect(dropForeignStagedBlocks('.a{color:red}', page(''))).toBe('.a{color:red}');
  });

  it('splits a selector list at its top-level commas only', () => {
    expect(splitSelectorList('a:has(>b,>c)~d, e:is(.f,.g) ,h')).toEqual([
      'a:has(>b,>c)~d',
      'e:is(.f,.g)',
      'h',
    ]);
  });
});
