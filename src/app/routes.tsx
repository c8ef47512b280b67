import type { ReactElement } from 'react';
import { pickRoute, Route, Routes } from '../ui/router';
import { paths, CALCULATOR_KEYS, LEGAL_KEYS, SERVICE_PAGE_KEYS } from '../config/paths';
import { NotFoundPage } from '../pages/not-found/not-found-page';
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
const authRoute = lazyPage('src/pages/auth-routes/auth-route-page.tsx', () =>
  import('../pages/auth-routes/auth-route-page').then((m) => m.AuthRoutePage),
);
const account = lazyPage('src/pages/account/account-page.tsx', () =>
  import('../pages/account/account-page').then((m) => m.AccountPage),
);
const accountStub = lazyPage('src/pages/account/account-stub-page.tsx', () =>
  import('../pages/account/account-stub-page').then((m) => m.AccountStubPage),
);

interface RouteEntry {
  path: string;
  element: ReactElement;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages differ in props; only preload and source are used here
  page: LazyPage<any>;
}

const ROUTES: RouteEntry[] = [
  { path: paths.home, element: <home.Page />, page: home },
  ...SERVICE_PAGE_KEYS.map((key) => ({
    path: paths.service(key),
    element: <service.Page serviceKey={key} />,
    page: service,
  })),
  ...CALCULATOR_KEYS.map((key) => ({
    path: paths.calculator(key),
    element: <calculator.Page calculatorKey={key} />,
    page: calculator,
  })),
  { path: paths.projects, element: <projects.Page />, page: projects },
  { path: paths.contact, element: <contact.Page />, page: contact },
  ...LEGAL_KEYS.map((key) => ({
    path: paths.legal(key),
    element: <legal.Page legalKey={key} />,
    page: legal,
  })),
  { path: paths.vacancies, element: <vacancies.Page />, page: vacancies },
  { path: paths.kiosk, element: <kiosk.Page />, page: kiosk },
  { path: paths.login, element: <authRoute.Page kind="login" />, page: authRoute },
  { path: paths.register, element: <authRoute.Page kind="register" />, page: authRoute },
  { path: paths.account, element: <account.Page />, page: account },
  { path: `${paths.account}/*`, element: <account.Page />, page: account },
  {
    path: paths.collections,
    element: <accountStub.Page kind="collections" />,
    page: accountStub,
  },
  {
    path: paths.notifications,
    element: <accountStub.Page kind="notifications" />,
    page: accountStub,
  },
  { path: paths.dashboard, element: <accountStub.Page kind="dashboard" />, page: accountStub },
];

/** The page module an address renders, if any (the not-found page is in the main bundle). */
function pageFor(pathname: string): RouteEntry['page'] | null {
  const found = pickRoute(ROUTES, pathname);
  return found?.route.page ?? null;
}

/** Loads the current address's page before hydration, so the first render needs no Suspense. */
export async function preloadRoute(pathname: string): Promise<void> {
  await pageFor(pathname)?.preload();
}

/** Loads every page (server rendering renders any of them synchronously). */
export async function preloadAllRoutes(): Promise<void> {
  await Promise.all(ROUTES.map((route) => route.page.preload()));
}

/** The source module of an address's page, for the prerender's preload links. */
export function routeSource(pathname: string): string | null {
  return pageFor(pathname)?.source ?? null;
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
