import type { ReactElement } from 'react';
import type { CalculatorKey } from '../config/paths';
import type { PageId, PageRef } from './route-registry';
import { lazyPage, type LazyPage } from './lazy-page';

// Each page family is its own chunk: a visitor downloads only the page they open.
const home = lazyPage('src/pages/home/home-page.tsx', () =>
  import('../pages/home/home-page').then((m) => m.HomePage),
);
const service = lazyPage('src/pages/services/service-page.tsx', () =>
  import('../pages/services/service-page').then((m) => m.ServicePage),
);
// Each calculator is its own chunk: a calculator's page does not start with the other two.
const calculators: { [K in CalculatorKey]: LazyPage<object> } = {
  'power-connection': lazyPage('src/pages/calculators/power-connection-page.tsx', () =>
    import('../pages/calculators/power-connection-page').then((m) => m.PowerConnectionPage),
  ),
  'power-upgrade': lazyPage('src/pages/calculators/power-upgrade-page.tsx', () =>
    import('../pages/calculators/power-upgrade-page').then((m) => m.PowerUpgradePage),
  ),
  indoor: lazyPage('src/pages/calculators/indoor-page.tsx', () =>
    import('../pages/calculators/indoor-page').then((m) => m.IndoorPage),
  ),
};
const projects = lazyPage('src/pages/projects/projects-page.tsx', () =>
  import('../pages/projects/projects-page').then((m) => m.ProjectsPage),
);
const contact = lazyPage('src/pages/contact/contact-page.tsx', () =>
  import('../pages/contact/contact-page').then((m) => m.ContactPage),
);
const legal = lazyPage('src/pages/legal/legal-page.tsx', () =>
  import('../pages/legal/legal-page').then((m) => m.LegalPage),
);
const vacancies = lazyPage('src/pages/vacancies/vacancies-page.tsx', () =>
  import('../pages/vacancies/vacancies-page').then((m) => m.VacanciesPage),
);
const kiosk = lazyPage('src/pages/kiosk/kiosk-page.tsx', () =>
  import('../pages/kiosk/kiosk-page').then((m) => m.KioskPage),
);
const auth = lazyPage('src/pages/auth-routes/auth-route-page.tsx', () =>
  import('../pages/auth-routes/auth-route-page').then((m) => m.AuthRoutePage),
);
const account = lazyPage('src/pages/account/account-page.tsx', () =>
  import('../pages/account/account-page').then((m) => m.AccountPage),
);
const accountStub = lazyPage('src/pages/account/account-stub-page.tsx', () =>
  import('../pages/account/account-stub-page').then((m) => m.AccountStubPage),
);

interface PageLoader<R extends PageRef> {
  /** Every chunk of the family (server rendering loads them all). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages differ in props; only preload and source are read
  pages: readonly LazyPage<any>[];
  /** The chunk of one entry. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  page: (ref: R) => LazyPage<any>;
  render: (ref: R) => ReactElement;
}

/** A page family in one chunk. */
function family<P extends object, R extends PageRef>(
  page: LazyPage<P>,
  render: (ref: R) => ReactElement,
): PageLoader<R> {
  return { pages: [page], page: () => page, render };
}

/** The component of each page of the route registry: one line per page family. */
const PAGE_LOADERS: { [P in PageId]: PageLoader<Extract<PageRef, { page: P }>> } = {
  home: family(home, () => <home.Page />),
  service: family(service, ({ key }) => <service.Page serviceKey={key} />),
  calculator: {
    pages: Object.values(calculators),
    page: ({ key }) => calculators[key],
    render: ({ key }) => {
      const { Page } = calculators[key];
      return <Page />;
    },
  },
  projects: family(projects, () => <projects.Page />),
  contact: family(contact, () => <contact.Page />),
  legal: family(legal, ({ key }) => <legal.Page legalKey={key} />),
  vacancies: family(vacancies, () => <vacancies.Page />),
  kiosk: family(kiosk, () => <kiosk.Page />),
  auth: family(auth, ({ key }) => <auth.Page kind={key} />),
  account: family(account, () => <account.Page />),
  // A tab's address is inside the account page's shell: the account page renders it.
  accountTab: family(account, () => <account.Page />),
  accountStub: family(accountStub, ({ key }) => <accountStub.Page kind={key} />),
};

/** The loader of a page of the registry (its chunk, its source module and its element). */
export function pageLoader(ref: PageRef): PageLoader<PageRef> {
  return PAGE_LOADERS[ref.page] as PageLoader<PageRef>;
}

/** The chunk of a page of the registry. */
export function pageChunk(ref: PageRef): LazyPage<object> {
  return pageLoader(ref).page(ref) as LazyPage<object>;
}

/** Every page's chunk, once each (server rendering renders any of them synchronously). */
export function allPages(): LazyPage<object>[] {
  return [
    ...new Set(Object.values(PAGE_LOADERS).flatMap((loader) => loader.pages as LazyPage<object>[])),
  ];
}
