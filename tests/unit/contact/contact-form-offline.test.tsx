import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequestPayload, SendOptions, SendResult } from '../../../src/api/forms-client';
import type { QueueContactRequest } from '../../../src/offline/queue-request';
import { SEND_TIMEOUT_MS } from '../../../src/offline/send-timeouts';
import { CONTACT_HELD_TEXT } from '../../../src/features/contact-form/use-contact-form';
import { fillValidContact, renderContactForm } from './contact-form-driver';

const QUEUED = 'Нет соединения. Заявка сохранена на устройстве и будет отправлена автоматически.';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactForm without a connection', () => {
  it(
    'gives up a send that hangs and keeps the request on the device (issue 16)',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        // A server that never answers: only the form's own time-out ends the send.
        const send = vi.fn(
          (_payload: ContactRequestPayload, options?: SendOptions) =>
            new Promise<SendResult>((resolve) =>
              options?.signal?.addEventListener('abort', () =>
                resolve({ ok: false, kind: 'network', error: 'The operation was aborted.' }),
              ),
            ),
        );
        const { user, queue, ends } = renderContactForm(send);
        await fillValidContact(user);
        await user.click(screen.getByRole('button', { name: 'Отправить' }));
        expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
        // Outbox first: kept on the device before the send, which then hangs.
        expect(queue).toHaveBeenCalledTimes(1);
        expect(ends).toEqual([]);
        await act(async () => vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS.contact));
        expect(ends).toEqual(['waiting']);
        expect(await screen.findAllByText(QUEUED)).not.toHaveLength(0);
        expect(screen.getByLabelText('Имя')).toHaveValue('');
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('queues the request under its id when the network fails, says so and clears the form', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({
      ok: false,
      kind: 'network',
      error: 'Failed to fetch',
    }));
    const { user, queue, ends } = renderContactForm(send);
    await fillValidContact(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(ends).toEqual(['waiting']);
    const sent = send.mock.calls[0] as unknown as [ContactRequestPayload];
    const queued = queue.mock.calls[0] as unknown as [ContactRequestPayload];
    expect(queued[0].requestId).toBe(sent[0].requestId);
    expect(queued[0]).toMatchObject({
      name: 'Иван Петров',
      email: 'ivan@example.com',
      option: 'Проектирование систем',
    });
    expect(await screen.findAllByText(QUEUED)).not.toHaveLength(0);
    expect(screen.getByLabelText('Имя')).toHaveValue('');
    expect(screen.queryByText(/Не удалось отправить заявку/)).not.toBeInTheDocument();
  });

  it.each<{ why: string; answer: SendResult }>([
    {
      why: 'the server cannot store it now (503)',
      answer: {
        ok: false,
        kind: 'rejected',
        status: 503,
        error: 'Сервер временно не может сохранить данные.',
      },
    },
    // To send it again, as the outbox would.
    { why: 'the server failed on it (500)', answer: { ok: false, kind: 'rejected', status: 500 } },
  ])('keeps the request on the device when $why', async ({ answer }) => {
    const send = vi.fn(async (): Promise<SendResult> => answer);
    const { user, ends } = renderContactForm(send);
    await fillValidContact(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findAllByText(CONTACT_HELD_TEXT)).not.toHaveLength(0);
    expect(ends).toEqual(['waiting']);
    expect(screen.queryByText(/Не удалось отправить заявку/)).not.toBeInTheDocument();
  });

  it('reports a refusal the server means (400) and keeps nothing on the device', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({
      ok: false,
      kind: 'rejected',
      status: 400,
      error: 'Проверьте поля формы.',
    }));
    const { user, ends } = renderContactForm(send);
    await fillValidContact(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Не удалось отправить заявку/)).toBeInTheDocument();
    // Kept first, then removed: the form shows the refusal with the input.
    expect(ends).toEqual(['refused']);
  });

  it('does not even try the network while the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: true }));
    const { user, queue, ends } = renderContactForm(send);
    await fillValidContact(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send).not.toHaveBeenCalled();
    expect(queue).toHaveBeenCalledTimes(1);
    expect(ends).toEqual(['waiting']);
  });

  it('shows the failure text and keeps the input when the device cannot store it either', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: false, kind: 'network' }));
    const queue = vi.fn<QueueContactRequest>(async () => {
      throw new Error('IndexedDB is not available');
    });
    const { user } = renderContactForm(send, { queue, ends: [] });
    await fillValidContact(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Не удалось отправить заявку/)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('Иван Петров');
  });
});
