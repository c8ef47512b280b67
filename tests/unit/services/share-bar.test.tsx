import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shareItem } from '../../../src/domain/services/share';
import { ShareBar } from '../../../src/features/share-bar/share-bar';
import {
  FakeIntersectionObserver as Observer,
  resetFakeIntersectionObservers,
  stubReducedMotion,
} from './fake-intersection-observer';

vi.stubGlobal('IntersectionObserver', Observer);

const ITEMS = [
  shareItem('installation', 'Монтаж', 40),
  shareItem('design', 'Проектирование', 25),
  shareItem('automation', 'Автоматизация', 15),
  shareItem('quality', 'Контроль качества', 12),
  shareItem('service', 'Сервис', 8),
];

const renderBar = () =>
  render(<ShareBar title="Структура работ" caption="Доля этапа в объёме работ." items={ITEMS} />);

const widths = () => screen.getAllByTestId('share-segment').map((segment) => segment.style.width);

beforeEach(() => {
  resetFakeIntersectionObservers();
});

describe('ShareBar (public-site §4, §9)', () => {
  it('starts at zero and fills once 35 % of the block is in view', () => {
    renderBar();

    expect(widths()).toEqual(['0%', '0%', '0%', '0%', '0%']);
    expect(Observer.instances).toHaveLength(1);
    const observer = Observer.instances[0]!;
    expect(observer.thresholds).toEqual([0.35]);
    expect([...observer.targets][0]).toBe(screen.getByRole('region', { name: 'Структура работ' }));

    act(() => observer.report(0.2));
    expect(widths()).toEqual(['0%', '0%', '0%', '0%', '0%']);

    act(() => observer.report(0.35));
    expect(widths()).toEqual(['40%', '25%', '15%', '12%', '8%']);
    const segments = screen.getAllByTestId('share-segment');
    expect(segments.map((s) => s.style.transitionDuration)).toEqual(Array(5).fill('900ms'));
    expect(segments.map((s) => s.style.transitionDelay)).toEqual([
      '150ms',
      '270ms',
      '390ms',
      '510ms',
      '630ms',
    ]);
    expect(observer.disconnected).toBe(true);
  });

  it('fills only once', () => {
    renderBar();
    act(() => Observer.instances[0]!.report(0.6));
    act(() => Observer.instances[0]!.report(0));
    expect(widths()).toEqual(['40%', '25%', '15%', '12%', '8%']);
    expect(Observer.instances).toHaveLength(1);
  });

  it('shows the final state at once with reduced motion', () => {
    stubReducedMotion(true);
    renderBar();
    expect(widths()).toEqual(['40%', '25%', '15%', '12%', '8%']);
    expect(Observer.instances).toHaveLength(0);
    expect(screen.getAllByTestId('share-segment')[0]!.style.transitionDelay).toBe('');
  });

  it('lists every label with its percent and score out of ten', () => {
    renderBar();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Монтаж40\u00a0%4.0 / 10',
      'Проектирование25\u00a0%2.5 / 10',
      'Автоматизация15\u00a0%1.5 / 10',
      'Контроль качества12\u00a0%1.2 / 10',
      'Сервис8\u00a0%0.8 / 10',
    ]);
  });

  it('is readable in the prerendered HTML: final widths and values in text', () => {
    const html = renderToString(
      <ShareBar title="Структура работ" caption="Доля этапа." items={ITEMS} />,
    );
    expect(html).toContain('width:40%');
    expect(html).toContain('width:8%');
    expect(html).toContain('Контроль качества');
    expect(html).toContain('0.8');
  });
});
