import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProjectsPage } from '../../../src/pages/projects/projects-page';

describe('projects catalogue placeholder (accounts §2.3)', () => {
  it('states 26 projects, says the list and filters are coming and links back', () => {
    render(
      <MemoryRouter initialEntries={['/pages/projects']}>
        <ProjectsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Проекты' })).toBeInTheDocument();
    expect(screen.getByText(/Всего у нас 26 проектов/)).toBeInTheDocument();
    expect(screen.getByText(/скоро здесь появится полный список/)).toHaveTextContent(/фильтры/);
    expect(screen.getByRole('link', { name: 'Проекты на главной' })).toHaveAttribute(
      'href',
      '/#projects',
    );
    expect(screen.getByRole('link', { name: 'Обсудить свой объект' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
