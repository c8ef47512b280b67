import { render, screen, act } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOCATION_CHANGE_EVENT, navigateTo } from '../../../src/ui/navigation';
import { RouterBridge } from '../../../src/app/router-bridge';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.hash}`}</p>;
}

function renderWithBridge(start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <RouterBridge />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('link helper and custom location-change event', () => {
  it('navigateTo moves the router without a reload', () => {
    renderWithBridge('/');
    act(() => navigateTo('/legal/terms'));
    expect(screen.getByText('at /legal/terms')).toBeInTheDocument();
  });

  it('an event with an href moves the router there', () => {
    renderWithBridge('/');
    act(() => {
      window.dispatchEvent(
        new CustomEvent(LOCATION_CHANGE_EVENT, { detail: { href: '/contact#form' } }),
      );
    });
    expect(screen.getByText('at /contact#form')).toBeInTheDocument();
  });

  it('an event without detail syncs the router to the address bar', () => {
    renderWithBridge('/');
    window.history.pushState(null, '', '/services/design');
    act(() => {
      window.dispatchEvent(new CustomEvent(LOCATION_CHANGE_EVENT));
    });
    expect(screen.getByText('at /services/design')).toBeInTheDocument();
  });
});
