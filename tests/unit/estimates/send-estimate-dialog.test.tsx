import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequestPayload, SendResult } from '../../../src/api/forms-client';
import { estimateOf } from '../../../src/domain/estimates/sent-estimate';
import { CONSENT_MESSAGE, REQUIRED_MESSAGE } from '../../../src/domain/validation/contact';
import { ESTIMATE_TOPIC } from '../../../src/domain/validation/contact-topics';
import { CONTACT_WAY_MESSAGE } from '../../../src/domain/validation/estimate-request';
import { SendEstimateDialog } from '../../../src/features/calculators/estimate/send-estimate-dialog';
import { REQUEST_QUEUED_TEXT, REQUEST_SUCCESS_TEXT } from '../../../src/ui/form/request-texts';
import { MemoryRouter } from 'react-router-dom';
import { dismissAllToasts } from '../../../src/ui/toast/toast-store';
import { fakeKeep } from '../support/fake-keep';

const estimate = estimateOf('power-upgrade', [2, 2, 1, 1, 0, 2], 'test');

function setup(send: (payload: ContactRequestPayload) => Promise<SendResult>) {
  const user = userEvent.setup({ delay: null });
  const { queue, ends } = fakeKeep();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <SendEstimateDialog estimate={estimate} onClose={onClose} send={send} queue={queue} />
    </MemoryRouter>,
  );
  return { user, queue, ends, onClose };
}

afterEach(() => {
  dismissAllToasts();
  vi.restoreAllMocks();
});

describe('«Отправить расчёт»', () => {
  it('is a dialog with the summary, focused on the name, with the contact rules and messages', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: true }));
    const { user } = setup(send);
    const dialog = screen.getByRole('dialog', { name: 'Отправить расчёт' });
    expect(dialog).toHaveTextContent('Увеличение мощности: 8 из 12 — Модернизация необходима');
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_WAY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the estimate as data with the estimate topic and the spam signals', async () => {
    const send = vi.fn(async (_payload: ContactRequestPayload): Promise<SendResult> => ({
      ok: true,
    }));
    const { user, onClose } = setup(send);
    await user.type(screen.getByLabelText('Имя'), 'Ольга');
    await user.type(screen.getByLabelText('E-mail'), 'olga@example.ru');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_SUCCESS_TEXT);
    const payload = send.mock.calls[0]?.[0];
    expect(payload).toMatchObject({
      name: 'Ольга',
      email: 'olga@example.ru',
      phone: '',
      option: ESTIMATE_TOPIC,
      estimate,
      website: '',
    });
    expect(payload?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof payload?.fillMs).toBe('number');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offline: the request with its estimate waits in the outbox and the dialog says so', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: false, kind: 'network' }));
    const { user, queue, ends } = setup(send);
    await user.type(screen.getByLabelText('Имя'), 'Ольга');
    await user.type(screen.getByLabelText('Телефон'), '+7 921 555-44-33');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_QUEUED_TEXT);
    expect(queue).toHaveBeenCalledWith(
      expect.objectContaining({ option: ESTIMATE_TOPIC, phone: '+7 921 555-44-33', estimate }),
    );
    expect(ends).toEqual(['waiting']);
  });

  it('shows the server’s refusal of the estimate', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({
      ok: false,
      kind: 'rejected',
      status: 400,
      error: 'Расчёт не распознан',
      fields: { estimate: 'Расчёт не распознан: неизвестный калькулятор.' },
    }));
    const { user } = setup(send);
    await user.type(screen.getByLabelText('Имя'), 'Ольга');
    await user.type(screen.getByLabelText('Телефон'), '+7 921 555-44-33');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Расчёт не распознан: неизвестный калькулятор.',
    );
  });
});
