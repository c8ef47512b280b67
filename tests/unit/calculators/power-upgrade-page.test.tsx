import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPGRADE_QUESTIONS } from '../../../src/content/calculators/power-upgrade';
import { renderCalculatorPage } from './render-page';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);

function answer(user: ReturnType<typeof userEvent.setup>, question: number, score: 0 | 1 | 2) {
  const item = UPGRADE_QUESTIONS[question]!;
  const group = screen.getByRole('group', { name: new RegExp(item.text.replace('?', '\\?')) });
  return user.click(within(group).getByRole('radio', { name: item.answers[score].label }));
}

const verdict = () => screen.getByRole('complementary');

describe('power upgrade page', () => {
  it('has the tabs, the h1, six questions with three answers each and the info cards', () => {
    renderCalculatorPage('power-upgrade');
    expect(screen.getByRole('navigation', { name: 'Разделы электромонтажа' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Увеличение мощности и модернизация сетей',
    );
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(6);
    for (const group of groups) expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('2–8 недель')).toBeInTheDocument();
    expect(screen.getByText('Распределительные сети')).toBeInTheDocument();
    expect(
      within(verdict()).getByRole('heading', { name: 'Пока можно не трогать' }),
    ).toBeInTheDocument();
  });

  it('the verdict changes live at 3/4 and 6/7, and answers can change', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-upgrade');
    const total = () => screen.getByTestId('upgrade-total');
    const title = () => within(verdict()).getByRole('heading').textContent;

    // Each step: the answers given (question: option), then the total and the verdict.
    const steps: { answers: Record<number, 0 | 1 | 2>; total: string; verdict: string }[] = [
      { answers: { 0: 1, 1: 1, 2: 1 }, total: '3', verdict: 'Пока можно не трогать' },
      { answers: { 3: 1 }, total: '4', verdict: 'Нужен аудит' },
      { answers: { 4: 1, 5: 1 }, total: '6', verdict: 'Нужен аудит' },
      { answers: { 0: 2 }, total: '7', verdict: 'Модернизация необходима' },
      { answers: { 0: 0, 1: 0, 2: 0 }, total: '3', verdict: 'Пока можно не трогать' },
    ];
    for (const step of steps) {
      for (const [question, option] of Object.entries(step.answers)) {
        await answer(user, Number(question), option);
      }
      expect(total()).toHaveTextContent(step.total);
      expect(title()).toBe(step.verdict);
    }
    expect(screen.getByText('Отвечено: 6 из 6')).toBeInTheDocument();
  });

  it('resets the answers', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-upgrade');
    await answer(user, 0, 2);
    await user.click(screen.getByRole('button', { name: 'Сбросить ответы' }));
    expect(screen.getByTestId('upgrade-total')).toHaveTextContent('0');
    expect(
      screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('the limit button reveals the checklist hint', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-upgrade');
    await user.click(screen.getByRole('button', { name: 'Проверить лимит и узкие места' }));
    expect(screen.getByText(/номинал вводного автомата/)).toBeVisible();
  });
});
