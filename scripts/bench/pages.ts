import { paths } from '../../src/config/paths';

/** The pages the benchmark measures (issue 8), in the order the table shows them. */
export const BENCH_PAGES: readonly string[] = [
  paths.home,
  paths.service('electrical'),
  paths.calculator('indoor'),
  paths.legal('privacy'),
  paths.vacancies,
];

/** The prerendered file of a page in dist/client: `/` is index.html, `/a/b` is a/b.html. */
export function pageHtmlFile(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}
