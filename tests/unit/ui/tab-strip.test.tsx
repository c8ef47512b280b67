import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isTabActive, TabStrip } from '../../../src/ui/tab-strip/tab-strip';
import { RouterBridge } from '../../../src/app/router-bridge';

describe('isTabActive', () => {
  it.each([
    ['/legal/terms', '/legal/terms', '', true],
    ['/legal/terms', '/legal/privacy', '', false],
    ['/services/electrical/indoor', '/services/electrical/indoor', '#x', true],
    ['#outdoor', '/services/electrical', '#outdoor', true],
    ['#outdoor', '/services/electrical', '#earthing', false],
    ['#outdoor', '/services/electrical', '', false],
    ['/services/electrical#outdoor', '/services/electrical', '#outdoor', true],
    ['/services/electrical#outdoor', '/services/lowcurrent', '#outdoor', false],
  ])('tab %s at %s%s is active: %s', (href, pathname, hash, expected) => {
    expect(isTabActive(href, pathname, hash)).toBe(expected);
  });
});

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

describe('TabStrip', () => {
  it('marks the active tab and navigates without a reload on click', async () => {
    render(
      <MemoryRouter initialEntries={['/legal/cookies']}>
        <RouterBridge />
        <TabStrip
          label="Правовые документы"
          items={[
            { label: 'Cookie', href: '/legal/cookies' },
            { label: 'Права', href: '/legal/terms' },
          ]}
        />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cookie' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Права' }));
    expect(screen.getByText('at /legal/terms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Права' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cookie' })).not.toHaveAttribute('aria-current');
  });
});
