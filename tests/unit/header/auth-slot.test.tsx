import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthSlot } from '../../../src/app/layout/header/auth-slot';

describe('AuthSlot', () => {
  it('shows a hidden placeholder while the session is unknown', () => {
    const { container } = render(
      <MemoryRouter>
        <AuthSlot status="unknown" />
      </MemoryRouter>,
    );
    const placeholder = container.querySelector('.auth-slot');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.children).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(placeholder).toHaveTextContent('');
  });

  it('shows «Вход» and «Регистрация» when signed out', () => {
    render(
      <MemoryRouter>
        <AuthSlot status="signed-out" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Вход' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
  });
});
