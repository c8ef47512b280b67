import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterBridge } from '../../../src/app/router-bridge';
import { HomePage } from '../../../src/pages/home/home-page';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

/** The home page inside a router, with the link helper connected and the current address shown. */
export function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <RouterBridge />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
