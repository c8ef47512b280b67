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
