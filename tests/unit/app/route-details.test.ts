import { describe, expect, it } from 'vitest';
import { detailsOf, ROUTE_DETAILS } from '../../../src/app/route-details';
import { ROUTES } from '../../../src/app/route-registry';

describe('route details', () => {
  it('describe every route of the registry, and nothing else', () => {
    for (const route of ROUTES) expect(detailsOf(route).description.length).toBeGreaterThan(20);
    expect([...ROUTE_DETAILS.keys()]).toEqual(ROUTES.map((route) => route.path));
  });

  it('refuse an address the registry does not have', () => {
    expect(() => detailsOf({ path: '/pages/faq' })).toThrow(
      '/pages/faq has no description in route-details.ts',
    );
  });
});
