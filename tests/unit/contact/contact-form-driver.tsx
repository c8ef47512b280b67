import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { ContactRequestPayload, SendOptions, SendResult } from '../../../src/api/forms-client';
import { ContactForm } from '../../../src/features/contact-form/contact-form';
import { ToastViewport } from '../../../src/ui/toast/toast-viewport';
import { fakeKeep } from '../support/fake-keep';

type Send = (payload: ContactRequestPayload, options?: SendOptions) => Promise<SendResult>;

/** The contact form's controls, found as a visitor finds them. */
export const contactField = {
  name: () => screen.getByLabelText('Имя'),
  email: () => screen.getByLabelText('E-mail'),
  phone: () => screen.getByLabelText('Телефон (необязательно)'),
  topic: () => screen.getByRole('button', { name: /^Тема обращения/ }),
  message: () => screen.getByLabelText('Комментарий'),
  consent: () => screen.getByRole('checkbox'),
  submit: () => screen.getByRole('button', { name: /Отправ/ }),
};

/** A `send` that answers ok, and records its calls. */
export const answersOk = () =>
  vi.fn(async (_payload: ContactRequestPayload): Promise<SendResult> => ({ ok: true }));

/** Renders the contact form with its toasts, sending with `send` and keeping with `keep`. */
export function renderContactForm<S extends Send>(send: S, { queue, ends } = fakeKeep()) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ContactForm send={send} queue={queue} />
      <ToastViewport placement="top" />
    </MemoryRouter>,
  );
  return { user, send, queue, ends };
}

/** Fills the contact form with a valid request (the phone, optional, only when given). */
export async function fillValidContact(
  user: UserEvent,
  { phone = '', message = 'Нужен проект.' } = {},
) {
  await user.type(contactField.name(), 'Иван Петров');
  await user.type(contactField.email(), 'ivan@example.com');
  if (phone) await user.type(contactField.phone(), phone);
  await user.click(contactField.topic());
  await user.click(screen.getByRole('option', { name: 'Проектирование систем' }));
  await user.type(contactField.message(), message);
  await user.click(contactField.consent());
}
