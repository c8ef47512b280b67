import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectSlider } from '../../../src/features/project-slider/project-slider';

// jsdom has no PointerEvent: without it fireEvent drops clientX. A MouseEvent subclass carries it.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'touch';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  }
});

const SLIDES = [
  { src: '/images/a.svg', alt: 'Фасад' },
  { src: '/images/b.svg', alt: 'Щитовая' },
  { src: '/images/c.svg', alt: 'Серверная' },
];

function renderSlider() {
  render(<ProjectSlider slides={SLIDES} label="Фотографии объекта" width={640} height={480} />);
  return screen.getByRole('group', { name: 'Фотографии объекта' });
}

/** The number (1-based) of the dot marked current. */
function currentSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Слайд \d из 3$/ });
  const active = dots.filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(active).toHaveLength(1);
  return dots.indexOf(active[0]!) + 1;
}

function visibleImage(): string {
  return screen.getByRole('img').getAttribute('alt') ?? '';
}

function swipe(element: HTMLElement, fromX: number, toX: number) {
  fireEvent.pointerDown(element, { clientX: fromX, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerUp(element, { clientX: toX, pointerId: 1, pointerType: 'touch' });
}

describe('ProjectSlider', () => {
  it('shows three dots named «Слайд N из 3», the first current', () => {
    renderSlider();
    expect(screen.getByRole('button', { name: 'Слайд 1 из 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Слайд 2 из 3' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(visibleImage()).toBe('Фасад');
  });

  it('a dot click shows its slide', async () => {
    renderSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Слайд 3 из 3' }));
    expect(currentSlide()).toBe(3);
    expect(visibleImage()).toBe('Серверная');
    await userEvent.click(screen.getByRole('button', { name: 'Слайд 2 из 3' }));
    expect(currentSlide()).toBe(2);
  });

  it('ArrowRight and ArrowLeft change the slide while focused, wrapping around', async () => {
    const slider = renderSlider();
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(currentSlide()).toBe(2);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toBe(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(currentSlide()).toBe(3);
  });

  it('a swipe left by more than 40 px shows the next slide, right the previous', () => {
    const slider = renderSlider();
    swipe(slider, 200, 159);
    expect(currentSlide()).toBe(2);
    swipe(slider, 100, 141);
    expect(currentSlide()).toBe(1);
    swipe(slider, 100, 200);
    expect(currentSlide()).toBe(3);
  });

  it('a swipe of 40 px or less keeps the slide', () => {
    const slider = renderSlider();
    swipe(slider, 200, 160);
    expect(currentSlide()).toBe(1);
    swipe(slider, 200, 240);
    expect(currentSlide()).toBe(1);
    swipe(slider, 200, 205);
    expect(currentSlide()).toBe(1);
  });

  it('hides inactive slides from assistive technology', async () => {
    renderSlider();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Слайд 2 из 3' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(visibleImage()).toBe('Щитовая');
  });
});
