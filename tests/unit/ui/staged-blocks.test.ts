import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { STAGING_CLASS } from '../../../src/config/boot-loader';
import { parseStagedSelector, splitSelectorList } from '../../../scripts/staged-block-styles';
import { revealStagedBlocks, shownClass, STAGED_BLOCKS } from '../../../src/ui/staged-blocks';

afterEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = '';
});

/** The root's classes before each task the reveal waits for. */
async function reveal(): Promise<string[]> {
  const before: string[] = [];
  await revealStagedBlocks(document, async () => {
    before.push(document.documentElement.className);
  });
  return before;
}

/** A selector list split at its top-level commas, spaced alike (the CSS is formatted, the list not). */
function selectorList(list: string): string[] {
  return splitSelectorList(list).map((part) =>
    part.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').replace(/ ?> ?/g, ' > '),
  );
}

const HOME =
  '<div class="preloader"></div><main><section id="hero"></section>' +
  '<section id="services"><div class="home-services__grid">' +
  '<a class="service-card"></a>'.repeat(5) +
  '<p class="home-services__invite"></p></div></section>' +
  '<section id="about"><ul class="home-about__facts"></ul><div class="home-about__grid"></div></section>' +
  '<section id="projects"><div class="projects-table"></div></section>' +
  '<section id="contact"></section><section id="reviews"></section></main><footer class="footer"></footer>';
/** `/` with one service card, and no about grid or projects table: nothing to stage after. */
const HOME_SHORT_SECTIONS =
  '<div class="preloader"></div><main><section id="services"><div class="home-services__grid">' +
  '<a class="service-card"></a></div></section>' +
  '<section id="about"><ul class="home-about__facts"></ul></section>' +
  '<section id="projects"></section></main>';
const SERVICE =
  '<main><div class="service-page"><div class="container"><div class="service-table"></div>' +
  '<section class="service-details"></section><div class="service-page__metrics"></div></div>' +
  '<section id="contact"></section></div></main><footer class="footer"></footer>';
const CALCULATOR =
  '<main><div class="calculator-page"><header></header><section class="calculator-page__section">' +
  '<div class="calculator-page__workspace"></div></section><section class="calculator-page__section"></section>' +
  '<section id="contact"></section></div></main><footer class="footer"></footer>';
const APPLICATION =
  '<main><div class="vacancies-page"><form><section id="contacts"></section><section id="role"></section>' +
  '<section id="skills"></section><section id="availability"></section><div class="actions"></div>' +
  '</form></div></main><footer class="footer"></footer>';
const LEGAL =
  '<main><div class="legal-page"><article class="legal-page__article"><header></header><nav></nav>' +
  '<section class="legal-section"></section><section class="legal-section"></section>' +
  '<section class="legal-section"></section></article></div></main>' +
  '<footer class="footer"></footer>';
const CONTACT_PAGE =
  '<main><div class="contact-page"><section id="contact"></section></div></main><footer class="footer"></footer>';
const SHORT_PAGE =
  '<main><div class="not-found-page"><h1>Страница не найдена</h1></div></main><footer class="footer"></footer>';

describe('the blocks below the first screen, shown one per task', () => {
  it.each([
    [
      '/',
      HOME,
      [
        'services',
        'services-rest',
        'about',
        'about-rest',
        'projects',
        'projects-rest',
        'contact',
        'reviews',
        'footer',
      ],
    ],
    ['/ without the sections’ later parts', HOME_SHORT_SECTIONS, ['services', 'about', 'projects']],
    ['a service page', SERVICE, ['after-details', 'contact', 'footer']],
    ['a calculator', CALCULATOR, ['results', 'contact', 'footer']],
    ['the job application', APPLICATION, ['application', 'footer']],
    ['a legal text', LEGAL, ['legal', 'footer']],
    ['the contact page (its contact section is its first screen)', CONTACT_PAGE, ['footer']],
  ] as const)('on %s: the page’s own, in its order, each in a task', async (_, body, names) => {
    document.documentElement.classList.add(STAGING_CLASS);
    document.body.innerHTML = body;
    const shown = names.map((name) => shownClass(name));
    // One task per block.
    expect(await reveal()).toEqual([
      STAGING_CLASS,
      ...shown.slice(0, -1).map((_, i) => [STAGING_CLASS, ...shown.slice(0, i + 1)].join(' ')),
    ]);
    expect([...document.documentElement.classList]).toEqual([STAGING_CLASS, ...shown]);
  });

  it('are none on a short page, whose footer may be on its first screen', async () => {
    document.documentElement.classList.add(STAGING_CLASS);
    document.body.innerHTML = SHORT_PAGE;
    expect(await reveal()).toEqual([]);
    expect(document.documentElement.className).toBe(STAGING_CLASS);
  });

  it('are left alone where the boot loader did not mark the root (no staging)', async () => {
    document.body.innerHTML = HOME;
    expect(await reveal()).toEqual([]);
    expect(document.documentElement.className).toBe('');
  });

  it('are the ones the stylesheet keeps unrendered, with the same selectors, once each', () => {
    const css = readFileSync('src/ui/staged-blocks.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    // Two rules: the blocks with form controls are also out of the layout tree.
    const rules = [...css.matchAll(/([^{}]+)\{\s*content-visibility: hidden;/g)];
    expect(rules).toHaveLength(2);
    const byName = new Map<string, string[]>();
    for (const rule of rules) {
      for (const selector of selectorList(rule[1] ?? '')) {
        const staged = parseStagedSelector(selector);
        expect(staged, selector).not.toBeNull();
        const { name = '', block = '' } = staged ?? {};
        byName.set(name, [...(byName.get(name) ?? []), block]);
      }
    }
    expect([...byName.keys()].sort()).toEqual(STAGED_BLOCKS.map(({ name }) => name).sort());
    for (const { name, selector } of STAGED_BLOCKS) {
      expect(byName.get(name), name).toEqual(selectorList(selector));
    }
  });
});
