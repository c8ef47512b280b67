import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactRequestPayload, SendResult } from '../../../src/api/forms-client';
import { site } from '../../../src/config/site';
import { CONTACT_TOPICS } from '../../../src/domain/validation/contact-topics';
import type { QueueContactRequest } from '../../../src/offline/queue-request';
import {
  answersOk,
  contactField,
  fillValidContact,
  renderContactForm,
} from './contact-form-driver';

const EMPTY = 'Это значение не должно быть пустым.';

const field = contactField;

/** Every field filled, the optional phone too. */
const FULL = { phone: '+7 (911) 123-45-67', message: 'Нужен проект электроснабжения склада.' };

function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('ContactForm', () => {
  it('has labelled fields, the topic list and the privacy link', async () => {
    const { user } = renderContactForm(answersOk());
    expect(field.name()).toHaveAttribute('type', 'text');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.topic()).toHaveTextContent('-- Выберите вариант --');
    expect(screen.getByRole('link', { name: 'политики конфиденциальности' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    await user.click(field.topic());
    // The list itself is checked against the spec in contact-validation.test.ts.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      CONTACT_TOPICS,
    );
  });

  it('submitting empty shows every message, marks the fields and focuses the first', async () => {
    const { user, send } = renderContactForm(answersOk());
    await user.click(field.submit());
    expect(send).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      EMPTY,
      EMPTY,
      'Необходимо выбрать вариант из списка.',
      EMPTY,
      'Подтвердите, что ознакомлены с условиями и принимаете их.',
    ]);
    expect(errorOf(field.name())).toBe(EMPTY);
    expect(errorOf(field.email())).toBe(EMPTY);
    expect(errorOf(field.topic())).toBe('Необходимо выбрать вариант из списка.');
    expect(errorOf(field.message())).toBe(EMPTY);
    expect(errorOf(field.consent())).toBe(
      'Подтвердите, что ознакомлены с условиями и принимаете их.',
    );
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(field.name()).toHaveFocus();
  });

  it('shows the e-mail shape and phone messages and focuses the first invalid field', async () => {
    const { user } = renderContactForm(answersOk());
    await user.type(field.name(), 'Иван');
    await user.type(field.email(), 'ivan@');
    await user.type(field.phone(), '12345');
    await user.click(field.submit());
    expect(errorOf(field.email())).toBe('Неверный формат электронного адреса.');
    expect(errorOf(field.phone())).toBe('Укажите телефон в формате +7 (XXX) XXX-XX-XX.');
    expect(errorOf(field.name())).toBeNull();
    expect(field.email()).toHaveFocus();
  });

  it('editing a field clears only its own message', async () => {
    const { user } = renderContactForm(answersOk());
    await user.click(field.submit());
    expect(screen.getAllByRole('alert')).toHaveLength(5);

    await user.type(field.name(), 'И');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(errorOf(field.name())).toBeNull();
    expect(errorOf(field.email())).toBe(EMPTY);
    expect(screen.getAllByRole('alert')).toHaveLength(4);

    await user.click(field.topic());
    await user.keyboard('{Enter}');
    expect(errorOf(field.topic())).toBeNull();
    await user.click(field.consent());
    expect(errorOf(field.consent())).toBeNull();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([EMPTY, EMPTY]);
  });

  it('sends once with the page address and a request id, shows "Отправка...", then toasts and clears', async () => {
    let resolve: (result: SendResult) => void = () => undefined;
    const send = vi.fn(
      (_payload: ContactRequestPayload) => new Promise<SendResult>((done) => (resolve = done)),
    );
    const { user, queue, ends } = renderContactForm(send);
    await fillValidContact(user, FULL);
    await user.click(field.submit());

    const busy = screen.getByRole('button', { name: 'Отправка...' });
    // The sending code loads with the first submit (a dynamic import): sent a moment later.
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // Outbox first: kept on the device under the same request id before it is sent.
    expect(queue.mock.calls[0]![0].requestId).toBe(send.mock.calls[0]![0].requestId);
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    const payload = send.mock.calls[0]![0];
    expect(payload).toEqual({
      name: 'Иван Петров',
      email: 'ivan@example.com',
      phone: '+7 (911) 123-45-67',
      option: 'Проектирование систем',
      message: 'Нужен проект электроснабжения склада.',
      page: window.location.href,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      website: '',
      fillMs: expect.any(Number),
    });

    const timers = vi.spyOn(window, 'setTimeout');
    resolve({ ok: true, id: 'req-1' });
    expect(await screen.findByText('Ваша заявка принята!')).toBeInTheDocument();
    expect(ends).toEqual(['delivered']);
    // The toast is dismissed after 2 s (public-site §4, §9).
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2000);
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.topic()).toHaveTextContent('-- Выберите вариант --');
    expect(field.consent()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed send keeps the input and shows the exact error with the e-mail link', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: false, kind: 'network' }));
    // No answer, and a device that cannot keep the request either (no IndexedDB).
    const queue = vi.fn<QueueContactRequest>(async () => {
      throw new Error('IndexedDB is not available');
    });
    const { user } = renderContactForm(send, { queue, ends: [] });
    await fillValidContact(user, FULL);
    // Toasts live in a module-wide store: count, do not assume an empty screen.
    const toastsBefore = screen.queryAllByText('Ваша заявка принята!').length;
    await user.click(field.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Не удалось отправить заявку. Попробуйте ещё раз или напишите на ${site.email}`,
      { normalizeWhitespace: false },
    );
    expect(alert.textContent).toBe(
      `Не удалось отправить заявку. Попробуйте ещё раз или напишите на ${site.email}`,
    );
    expect(within(alert).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(field.name()).toHaveValue('Иван Петров');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(screen.queryAllByText('Ваша заявка принята!')).toHaveLength(toastsBefore);
  });

  it('shows field messages the server sent back', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({
      ok: false,
      kind: 'rejected',
      status: 400,
      fields: { email: 'Неверный формат электронного адреса.' },
    }));
    const { user } = renderContactForm(send);
    await fillValidContact(user, FULL);
    await user.click(field.submit());
    expect(await screen.findByText(/Не удалось отправить заявку/)).toBeInTheDocument();
    expect(errorOf(field.email())).toBe('Неверный формат электронного адреса.');
  });
});
