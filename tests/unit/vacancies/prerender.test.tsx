import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VacanciesPage } from '../../../src/pages/vacancies/vacancies-page';

describe('prerendering /pro', () => {
  it('renders on the server and hydrates without a mismatch', () => {
    const html = renderToString(<VacanciesPage />);
    expect(html).toContain('РАБОТА В КУБ');
    expect(html).toContain('PDF, DOCX — по возможности до 10 МБ');
    expect(html).toContain('aria-current="step"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A hydration mismatch logs console.error, which fails the test (tests/setup/unit.ts).
    render(<VacanciesPage />, { container, hydrate: true });
    expect(container.querySelector('#portfolio')).not.toBeNull();
  });
});
