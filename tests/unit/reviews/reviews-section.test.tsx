import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REVIEWS } from '../../../src/content/reviews';
import { ReviewsSection } from '../../../src/features/reviews/reviews-section';
import { ReviewViewer } from '../../../src/features/reviews/review-viewer';

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ReviewsSection />
    </MemoryRouter>,
  );
  return { user };
}

function details(dialog: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of within(dialog).getAllByRole('term')) {
    out[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return out;
}

describe('ReviewsSection', () => {
  it('shows the title, subtitle, two cards and the invitation link', () => {
    setup();
    const section = screen.getByRole('region', { name: 'Отзывы' });
    expect(section).toHaveAttribute('id', 'reviews');
    expect(within(section).getByText('история сотрудничества')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getAllByRole('button', { name: 'Читать отзыв' })).toHaveLength(2);
    expect(
      within(section).getByRole('heading', {
        level: 3,
        name: 'Благодарственное письмо ООО «СеверСтрой»',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Хотите оставить свой?' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('"Читать отзыв" opens the viewer with the scan and the four details; Escape closes it', async () => {
    const { user } = setup();
    const [first] = screen.getAllByRole('button', { name: 'Читать отзыв' });
    await user.click(first!);

    const dialog = screen.getByRole('dialog', { name: REVIEWS[0]!.title });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/reviews/review-1.svg');
    expect(details(dialog)).toEqual({
      'Имя клиента': REVIEWS[0]!.name,
      Компания: 'ООО «СеверСтрой»',
      Дата: '04.09.2025',
      Город: 'Архангельск',
    });
    expect(REVIEWS[0]!.name).not.toBe('');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog')).toHaveStyle({ '--modal-backdrop-opacity': '0.35' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows dashes for the second review and closes by the backdrop and the close button', async () => {
    const { user } = setup();
    const second = screen.getAllByRole('button', { name: 'Читать отзыв' })[1]!;
    await user.click(second);
    const dialog = screen.getByRole('dialog');
    expect(details(dialog)).toEqual({
      'Имя клиента': '—',
      Компания: '—',
      Дата: '—',
      Город: '—',
    });
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(second);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('switches a card image and the viewer image to the fallback once on a load error', async () => {
    const { user } = setup();
    const cardImage = within(screen.getAllByRole('article')[0]!).getByRole('img');
    expect(cardImage).toHaveAttribute('src', '/images/reviews/review-1.svg');
    fireEvent.error(cardImage);
    expect(cardImage).toHaveAttribute('src', '/images/reviews/fallback.svg');
    fireEvent.error(cardImage);
    expect(cardImage).toHaveAttribute('src', '/images/reviews/fallback.svg');

    await user.click(screen.getAllByRole('button', { name: 'Читать отзыв' })[1]!);
    const viewerImage = within(screen.getByRole('dialog')).getByRole('img');
    expect(viewerImage).toHaveAttribute('src', '/images/reviews/review-2.svg');
    fireEvent.error(viewerImage);
    expect(viewerImage).toHaveAttribute('src', '/images/reviews/fallback.svg');
  });
});

describe('ReviewViewer', () => {
  it('uses the 0.55 backdrop by default', () => {
    render(<ReviewViewer review={REVIEWS[0]!} onClose={() => undefined} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveStyle({ '--modal-backdrop-opacity': '0.55' });
  });

  it('renders nothing while no review is open', () => {
    render(<ReviewViewer review={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
