import { describe, expect, it } from 'vitest';
import { detailsOf, PAGE_DETAILS } from '../../../src/app/route-details';
import { ROUTES } from '../../../src/app/route-registry';

describe('route details', () => {
  it('describe every route of the registry', () => {
    for (const route of ROUTES) expect(detailsOf(route).description.length).toBeGreaterThan(20);
  });

  it('describe the page families of the registry and nothing else, each key of a family once', () => {
    const families = new Set(ROUTES.map((route) => route.page.page));
    expect(Object.keys(PAGE_DETAILS).sort()).toEqual([...families].sort());
    for (const family of families) {
      const keys = ROUTES.flatMap(({ page }) =>
        page.page === family && 'key' in page ? [page.key] : [],
      );
      if (keys.length > 0) expect(Object.keys(PAGE_DETAILS[family]).sort()).toEqual(keys.sort());
    }
  });
});
