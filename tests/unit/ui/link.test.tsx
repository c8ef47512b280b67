import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link } from '../../../src/ui/link';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.hash}`}</p>;
}

function renderLink(link: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a plain link to its address, with no attribute of its own', () => {
    renderLink(
      <Link to="/contact" className="button" aria-describedby="x">
        Контакты
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Контакты' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveClass('button');
    expect(link).toHaveAttribute('aria-describedby', 'x');
    expect(link).not.toHaveAttribute('data-discover');
  });

  it('navigates client-side on a plain click and runs its own onClick first', async () => {
    const clicks: string[] = [];
    renderLink(
      <Link to="/legal/privacy#rights" onClick={() => clicks.push('clicked')}>
        Политика
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Политика' }));
    expect(screen.getByText('at /legal/privacy#rights')).toBeInTheDocument();
    expect(clicks).toEqual(['clicked']);
  });

  it('leaves a modified click to the browser', () => {
    renderLink(<Link to="/contact">Контакты</Link>);
    // What the link decided, read after it (then the test stops jsdom's own navigation).
    let preventedByLink: boolean | null = null;
    const afterLink = (event: Event) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', afterLink);
    fireEvent.click(screen.getByRole('link', { name: 'Контакты' }), { ctrlKey: true });
    document.removeEventListener('click', afterLink);
    expect(preventedByLink).toBe(false);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('does not navigate when its onClick prevented the default', async () => {
    renderLink(
      <Link to="/contact" onClick={(event) => event.preventDefault()}>
        Контакты
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Контакты' }));
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
