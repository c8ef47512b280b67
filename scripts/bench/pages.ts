import { paths } from '../../src/config/paths';

/**
 * The pages the benchmark measures (issue 8; the contact page and a second calculator since issue
 * 15), in the order the table shows them. The layout-shift test (tests/e2e) loads the same pages.
 */
export const BENCH_PAGES: readonly string[] = [
  paths.home,
  paths.service('electrical'),
  paths.calculator('indoor'),
  paths.calculator('power-upgrade'),
  paths.contact,
  paths.legal('privacy'),
  paths.vacancies,
];

/** The prerendered file of a page in dist/client: `/` is index.html, `/a/b` is a/b.html. */
export function pageHtmlFile(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}
