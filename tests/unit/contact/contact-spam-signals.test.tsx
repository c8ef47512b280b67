import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequestPayload, SendResult } from '../../../src/api/forms-client';
import { ContactForm } from '../../../src/features/contact-form/contact-form';
import { reportNetworkFailure, reportNetworkSuccess } from '../../../src/offline/connectivity';
import type { QueueContactRequest } from '../../../src/offline/queue-request';
import { MemoryRouter } from 'react-router-dom';
import { fakeKeep } from '../support/fake-keep';
import { fillValidContact } from './contact-form-driver';

/** performance.now(), driven by the test. */
let clock = 0;
beforeEach(() => {
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => reportNetworkSuccess());

type Send = (payload: ContactRequestPayload) => Promise<SendResult>;

function Form({ send, queue = fakeKeep().queue }: { send: Send; queue?: QueueContactRequest }) {
  return (
    <MemoryRouter>
      <ContactForm send={send} queue={queue} />
    </MemoryRouter>
  );
}

const honeypot = () => screen.getByLabelText('Не заполняйте это поле');

describe('the contact form’s spam signals', () => {
  it('has a honeypot people never reach: off-screen, aria-hidden, out of the tab order', async () => {
    render(<Form send={vi.fn<Send>()} />);
    const input = honeypot();
    expect(input).toHaveAttribute('name', 'website');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input.closest('[aria-hidden="true"]')).toHaveClass('honeypot-field');
    expect(screen.queryByRole('textbox', { name: 'Не заполняйте это поле' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(input);
    }
  });

  it('sends the time since the form mounted and an empty honeypot', async () => {
    clock = 1000;
    const send = vi.fn<Send>(async () => ({ ok: true }));
    render(<Form send={send} />);
    const user = userEvent.setup({ delay: null });
    await fillValidContact(user);
    clock = 6500.4;
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send.mock.calls[0]![0]).toMatchObject({ website: '', fillMs: 5500 });

    // Sent and cleared: the next request is timed from then.
    await fillValidContact(user);
    clock = 8000;
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send.mock.calls[1]![0]).toMatchObject({ website: '', fillMs: 1500 });
  });

  it('sends what a bot put in the honeypot', async () => {
    const send = vi.fn<Send>(async () => ({ ok: true }));
    render(<Form send={send} />);
    const user = userEvent.setup({ delay: null });
    await fillValidContact(user);
    await user.type(honeypot(), 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send.mock.calls[0]![0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('times a form hydrated from the server’s HTML from navigation start', async () => {
    const send = vi.fn<Send>(async () => ({ ok: true }));
    const html = renderToString(<Form send={send} />);
    expect(html).toContain('name="website"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    clock = 4000; // The app hydrates 4 s after navigation start.
    // A hydration mismatch logs console.error, which fails the test (tests/setup/unit.ts).
    render(<Form send={send} />, { container, hydrate: true });
    const user = userEvent.setup({ delay: null });
    await fillValidContact(user);
    clock = 9000;
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send.mock.calls[0]![0]).toMatchObject({ fillMs: 9000 });
    container.remove();
  });

  it('keeps the fill time measured at submit in a request queued offline', async () => {
    const send = vi.fn<Send>();
    const { queue } = fakeKeep();
    render(<Form send={send} queue={queue} />);
    const user = userEvent.setup({ delay: null });
    await fillValidContact(user);
    clock = 12_345;
    reportNetworkFailure();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send).not.toHaveBeenCalled();
    expect(queue.mock.calls[0]![0]).toMatchObject({ website: '', fillMs: 12_345 });
  });
});
