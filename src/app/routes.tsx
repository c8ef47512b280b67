import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths, CALCULATOR_KEYS, LEGAL_KEYS, SERVICE_PAGE_KEYS } from '../config/paths';
import { HomePage } from '../pages/home/home-page';
import { ServicePage } from '../pages/services/service-page';
import { LegalPage } from '../pages/legal/legal-page';
import { ContactPage } from '../pages/contact/contact-page';
import { ProjectsPage } from '../pages/projects/projects-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { CalculatorPage } from '../pages/calculators/calculator-page';
import { VacanciesPage } from '../pages/vacancies/vacancies-page';
import { AuthRoutePage } from '../pages/auth-routes/auth-route-page';
import { AccountPage } from '../pages/account/account-page';
import { AccountStubPage } from '../pages/account/account-stub-page';

interface RouteEntry {
  path: string;
  element: ReactElement;
}

const ROUTES: RouteEntry[] = [
  { path: paths.home, element: <HomePage /> },
  ...SERVICE_PAGE_KEYS.map((key) => ({
    path: paths.service(key),
    element: <ServicePage serviceKey={key} />,
  })),
  ...CALCULATOR_KEYS.map((key) => ({
    path: paths.calculator(key),
    element: <CalculatorPage calculatorKey={key} />,
  })),
  { path: paths.projects, element: <ProjectsPage /> },
  { path: paths.contact, element: <ContactPage /> },
  ...LEGAL_KEYS.map((key) => ({ path: paths.legal(key), element: <LegalPage legalKey={key} /> })),
  { path: paths.vacancies, element: <VacanciesPage /> },
  { path: paths.login, element: <AuthRoutePage kind="login" /> },
  { path: paths.register, element: <AuthRoutePage kind="register" /> },
  { path: paths.account, element: <AccountPage /> },
  { path: `${paths.account}/*`, element: <AccountPage /> },
  { path: paths.collections, element: <AccountStubPage kind="collections" /> },
  { path: paths.notifications, element: <AccountStubPage kind="notifications" /> },
  { path: paths.dashboard, element: <AccountStubPage kind="dashboard" /> },
];

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
