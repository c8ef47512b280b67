import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_MS, IDLE_LIMIT_MS } from '../../../src/domain/kiosk/idle-timer';
import { createOutbox } from '../../../src/offline/outbox';
import {
  loadCalculatorInputs,
  saveCalculatorInputs,
} from '../calculators/calculator-inputs-by-key';
import { loadSavedEstimates, saveEstimate } from '../../../src/offline/saved-estimates';
import { forgetKiosk, renderKiosk, turnKioskOn, where } from './kiosk-helpers';

const outbox = createOutbox();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A visitor's touch and typing (user-event's own timers would run on the faked clock). */
function typeName(name: string) {
  const field = screen.getByLabelText('Имя');
  fireEvent.pointerDown(field);
  fireEvent.change(field, { target: { value: name } });
}

beforeEach(async () => {
  await turnKioskOn();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await forgetKiosk();
  for (const item of await outbox.list()) await outbox.remove(item.id);
});

describe('the kiosk idle reset', () => {
  it('asks «Начать заново?» after two minutes without input, «Продолжить» focused', async () => {
    renderKiosk();
    typeName('Иван');
    advance(IDLE_LIMIT_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Начать заново?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Продолжить' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('10');
    advance(3_000);
    expect(screen.getByRole('timer')).toHaveTextContent('7');

    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('Иван');
    // The two minutes start again from «Продолжить».
    advance(IDLE_LIMIT_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('any input resets the idle time', async () => {
    renderKiosk();
    fireEvent.pointerDown(screen.getByLabelText('Имя'));
    advance(IDLE_LIMIT_MS - 1_000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(IDLE_LIMIT_MS - 1_000);
    fireEvent.wheel(window);
    advance(IDLE_LIMIT_MS - 1_000);
    fireEvent.touchStart(window);
    advance(IDLE_LIMIT_MS - 1_000);
    fireEvent.input(screen.getByLabelText('Имя'));
    advance(IDLE_LIMIT_MS - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByRole('dialog', { name: 'Начать заново?' })).toBeInTheDocument();
  });

  it('never asks on a tablet nobody has touched', () => {
    renderKiosk('/');
    advance(10 * IDLE_LIMIT_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('at zero clears the forms, calculators and estimates, goes home, keeps the outbox', async () => {
    await saveCalculatorInputs('power-upgrade', [2, 1, null, null, null, null]);
    await saveEstimate({
      id: 'e-1',
      kind: 'indoor',
      link: '/services/electrical/indoor?type=retail',
      savedAt: 1,
    });
    await outbox.enqueue('contact', { name: 'Пётр', email: 'p@example.ru' }, { id: 'q-1' });
    renderKiosk();
    typeName('Иван');
    advance(IDLE_LIMIT_MS);
    expect(screen.getByRole('dialog', { name: 'Начать заново?' })).toBeInTheDocument();
    // A touch on the page behind the modal does not stop the countdown.
    fireEvent.pointerDown(document.body);
    advance(COUNTDOWN_MS);
    vi.useRealTimers();

    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('');
    expect(await loadCalculatorInputs('power-upgrade')).toBeNull();
    expect(await loadSavedEstimates()).toEqual([]);
    expect((await outbox.list()).map((item) => item.id)).toEqual(['q-1']);
  });
});
