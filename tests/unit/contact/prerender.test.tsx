import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../../src/pages/contact/contact-page';
import { ReviewsSection } from '../../../src/features/reviews/reviews-section';

function Page() {
  return (
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
      <ReviewsSection />
    </MemoryRouter>
  );
}

describe('prerendering', () => {
  it('renders on the server and hydrates without a mismatch', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('КОНТАКТЫ');
    expect(html).toContain('Читать отзыв');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A hydration mismatch logs console.error, which fails the test (tests/setup/unit.ts).
    render(<Page />, { container, hydrate: true });
    expect(container.querySelector('#contact')).not.toBeNull();
  });
});
