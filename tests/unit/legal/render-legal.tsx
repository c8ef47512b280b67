import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LEGAL_KEYS, paths } from '../../../src/config/paths';
import { RouterBridge } from '../../../src/app/router-bridge';
import { LegalPage } from '../../../src/pages/legal/legal-page';

function WhereAmI() {
  const { pathname } = useLocation();
  return <output aria-label="Текущий адрес">{pathname}</output>;
}

/** Renders the legal routes at `path` inside a router connected to `navigateTo`. */
export function renderLegal(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterBridge />
      <Routes>
        {LEGAL_KEYS.map((key) => (
          <Route key={key} path={paths.legal(key)} element={<LegalPage legalKey={key} />} />
        ))}
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}
