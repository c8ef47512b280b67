import type { ReactElement } from 'react';
import type { PageId, PageRef } from './route-registry';
import { lazyPage, type LazyPage } from './lazy-page';

// Each page family is its own chunk: a visitor downloads only the page they open.
const home = lazyPage('src/pages/home/home-page.tsx', () =>
  import('../pages/home/home-page').then((m) => m.HomePage),
);
const service = lazyPage('src/pages/services/service-page.tsx', () =>
  import('../pages/services/service-page').then((m) => m.ServicePage),
);
const calculator = lazyPage('src/pages/calculators/calculator-page.tsx', () =>
  import('../pages/calculators/calculator-page').then((m) => m.CalculatorPage),
);
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages differ in props; only preload and source are read
  page: LazyPage<any>;
  render: (ref: R) => ReactElement;
}

/** The component of each page of the route registry: one line per page family. */
const PAGE_LOADERS: { [P in PageId]: PageLoader<Extract<PageRef, { page: P }>> } = {
  home: { page: home, render: () => <home.Page /> },
  service: { page: service, render: ({ key }) => <service.Page serviceKey={key} /> },
  calculator: { page: calculator, render: ({ key }) => <calculator.Page calculatorKey={key} /> },
  projects: { page: projects, render: () => <projects.Page /> },
  contact: { page: contact, render: () => <contact.Page /> },
  legal: { page: legal, render: ({ key }) => <legal.Page legalKey={key} /> },
  vacancies: { page: vacancies, render: () => <vacancies.Page /> },
  kiosk: { page: kiosk, render: () => <kiosk.Page /> },
  auth: { page: auth, render: ({ key }) => <auth.Page kind={key} /> },
  account: { page: account, render: () => <account.Page /> },
  accountStub: { page: accountStub, render: ({ key }) => <accountStub.Page kind={key} /> },
};

/** The loader of a page of the registry (its chunk, its source module and its element). */
export function pageLoader(ref: PageRef): PageLoader<PageRef> {
  return PAGE_LOADERS[ref.page] as PageLoader<PageRef>;
}

/** Every page family's chunk (server rendering renders any of them synchronously). */
export function allPages(): LazyPage<object>[] {
  return Object.values(PAGE_LOADERS).map((loader) => loader.page as LazyPage<object>);
}
