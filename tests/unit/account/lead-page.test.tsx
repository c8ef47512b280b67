import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../../src/domain/leads/lead-records';
import { resetAuthWorld } from '../auth/api-mock';
import { makeDetail, makeNotification } from '../api/lead-fixtures';
import { captureDownloads } from '../api/leads-download';
import { openLeads } from './leads-helpers';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const reply = (lead: LeadDetail) => ({ status: 200, body: { lead } });
const part = (name: string) => within(screen.getByRole('region', { name }));

const application = makeDetail({
  id: 12,
  kind: 'application',
  name: 'Пётр Иванов',
  topic: 'Электромонтажник',
  option: 'Новая анкета — Электромонтажник',
  message: 'Опыт: 5 лет\nГород: Архангельск',
  spamReason: 'Форма заполнена за 1,2 с (быстрее 3 с).',
  resume: { name: 'cv.pdf', type: 'application/pdf', size: 356_000 },
  estimate: { lines: [{ Работа: 'Монтаж щита', Сумма: 12500 }], totals: { Итого: 12500 } },
  assignee: { id: 'm1', name: 'Иван Петров' },
  notifications: [
    makeNotification({ status: 'failed', attempts: 3, lastError: 'SMTP 550' }),
    makeNotification({ channel: 'webhook', status: 'sent', sentAt: '2026-11-25T07:43:00.000Z' }),
  ],
  history: [
    { at: '2026-11-25T07:42:00.000Z', actor: null, type: 'created', from: null, to: null },
    {
      at: '2026-11-25T08:00:00.000Z',
      actor: 'Ольга Админ',
      type: 'status',
      from: 'new',
      to: 'in_progress',
    },
    {
      at: '2026-11-25T08:01:00.000Z',
      actor: 'Ольга Админ',
      type: 'assignee',
      from: null,
      to: 'Иван Петров',
    },
  ],
});

describe('one lead', () => {
  it('shows everything submitted, and asks for the unread count again once opened', async () => {
    const { api } = openLeads('/account/leads/7?status=new', {
      'GET /leads/7': reply(makeDetail()),
    });
    expect(
      await screen.findByRole('heading', { name: 'Заявка № 7 — Мария Смирнова' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Получена', { selector: 'p' })).toHaveTextContent(
      'Получена 25.11.2026 10:42 МСК',
    );
    expect(screen.getByRole('link', { name: '← Все заявки' })).toHaveAttribute(
      'href',
      '/account/leads?status=new',
    );
    const sent = part('Что прислали');
    expect(sent.getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    );
    expect(sent.getByRole('link', { name: '+7 911 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79111234567',
    );
    const page = sent.getByRole('link', { name: 'https://kub.example/services/electrical' });
    expect(page).toHaveAttribute('target', '_blank');
    expect(page.getAttribute('rel')).toContain('noopener');
    expect(sent.getByText('req-7')).toBeInTheDocument();
    expect(sent.getByText(/Нужен щит\.\s+Адрес: Архангельск\./)).toHaveClass(
      'lead-fields__message',
    );
    expect(part('История').getByText('Получена')).toBeInTheDocument();
    expect(part('История').getByText('Система')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Резюме' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Расчёт' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/leads/unread').length).toBeGreaterThan(1));
  });

  it('shows an application: spam reason, resume, estimate, notifications, history', async () => {
    openLeads('/account/leads/12', { 'GET /leads/12': reply(application) });
    expect(
      await screen.findByRole('heading', { name: 'Анкета № 12 — Пётр Иванов' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Форма заполнена за 1,2 с (быстрее 3 с).')).toBeInTheDocument();
    expect(part('Что прислали').getByText('Электромонтажник')).toBeInTheDocument();
    expect(part('Резюме').getByText('cv.pdf')).toBeInTheDocument();
    expect(part('Резюме').getByText('348 КБ · PDF')).toBeInTheDocument();
    const estimate = part('Расчёт');
    expect(estimate.getByRole('columnheader', { name: 'Работа' })).toBeInTheDocument();
    expect(estimate.getByRole('cell', { name: 'Монтаж щита' })).toBeInTheDocument();
    expect(estimate.getByText('Итого')).toBeInTheDocument();
    const notes = part('Уведомления');
    expect(notes.getByText('Не удалось отправить')).toBeInTheDocument();
    expect(notes.getByText('Ошибка: SMTP 550')).toBeInTheDocument();
    expect(notes.getByText(/Попыток: 1 · отправлено 25\.11\.2026 10:43 МСК/)).toBeInTheDocument();
    expect(notes.getAllByRole('button', { name: /Отправить повторно/ })).toHaveLength(1);
    const history = part('История');
    expect(history.getByText('Статус: Новая → В работе')).toBeInTheDocument();
    expect(history.getByText('Ответственный: — → Иван Петров')).toBeInTheDocument();
    expect(history.getAllByText('Ольга Админ')).toHaveLength(2);
    expect(screen.getByLabelText('Ответственный')).toHaveDisplayValue('Иван Петров');
  });

  it('shows an estimate it cannot read as a table as JSON', async () => {
    openLeads('/account/leads/7', {
      'GET /leads/7': reply(makeDetail({ estimate: { kind: 'power', kw: 15 } })),
    });
    const estimate = await screen.findByRole('region', { name: 'Расчёт' });
    expect(estimate.querySelector('pre')?.textContent).toBe(
      JSON.stringify({ kind: 'power', kw: 15 }, null, 2),
    );
  });

  it('saves a new status at once, toasts «Сохранено» and refreshes the unread count', async () => {
    const { api } = openLeads('/account/leads/7', {
      'GET /leads/7': reply(makeDetail()),
      'PATCH /leads/7': (call) =>
        reply(
          makeDetail({
            status: 'in_progress',
            history: [
              ...makeDetail().history,
              {
                at: '2026-11-25T08:00:00.000Z',
                actor: 'Иван Петров',
                type: 'status',
                from: 'new',
                to: String((call.body as { status: string }).status),
              },
            ],
          }),
        ),
    });
    await screen.findByRole('heading', { name: /Заявка № 7/ });
    const unreadBefore = api.callsTo('GET', '/leads/unread').length;
    await userEvent.setup().selectOptions(screen.getByLabelText('Статус'), 'В работе');
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/leads/7')[0]?.body).toEqual({ status: 'in_progress' });
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('В работе');
    expect(part('История').getByText('Статус: Новая → В работе')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/leads/unread').length).toBeGreaterThan(unreadBefore),
    );
  });

  it('assigns a responsible from the staff list, and «Не назначен» clears it', async () => {
    const { api } = openLeads('/account/leads/7', {
      'GET /leads/7': reply(makeDetail()),
      'PATCH /leads/7': (call) => {
        const id = (call.body as { assigneeId: string | null }).assigneeId;
        return reply(makeDetail({ assignee: id ? { id, name: 'Ольга Админ' } : null }));
      },
    });
    await screen.findByRole('heading', { name: /Заявка № 7/ });
    const select = screen.getByLabelText('Ответственный');
    expect(select).toHaveDisplayValue('Не назначен');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Ольга Админ');
    await waitFor(() => expect(select).toHaveDisplayValue('Ольга Админ'));
    await user.selectOptions(select, 'Не назначен');
    await waitFor(() => expect(select).toHaveDisplayValue('Не назначен'));
    expect(api.callsTo('PATCH', '/leads/7').map((call) => call.body)).toEqual([
      { assigneeId: 'a1' },
      { assigneeId: null },
    ]);
  });

  it('toasts the server’s reason when a change is refused, keeping the old value', async () => {
    openLeads('/account/leads/7', {
      'GET /leads/7': reply(makeDetail()),
      'PATCH /leads/7': { status: 403, body: { ok: false, error: 'Недостаточно прав.' } },
    });
    await screen.findByRole('heading', { name: /Заявка № 7/ });
    await userEvent.setup().selectOptions(screen.getByLabelText('Статус'), 'Закрыта');
    expect(await screen.findByText('Недостаточно прав.')).toBeInTheDocument();
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Новая');
  });

  it('downloads the resume with the bearer token under the server’s name', async () => {
    const downloads = captureDownloads();
    const { api } = openLeads('/account/leads/12', {
      'GET /leads/12': reply(application),
      'GET /leads/12/resume': {
        status: 200,
        raw: '%PDF',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition':
            "attachment; filename*=UTF-8''%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2.pdf",
        },
      },
    });
    await screen.findByRole('heading', { name: /Анкета № 12/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скачать резюме' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(api.callsTo('GET', '/leads/12/resume')[0]?.headers.Authorization).toBe('Bearer tok');
    expect(downloads.saved[0]?.name).toBe('Иванов.pdf');
  });

  it('toasts the server’s reason when the resume is gone', async () => {
    const downloads = captureDownloads();
    openLeads('/account/leads/12', {
      'GET /leads/12': reply(application),
      'GET /leads/12/resume': { status: 404, body: { ok: false, error: 'Файл резюме не найден.' } },
    });
    await screen.findByRole('heading', { name: /Анкета № 12/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скачать резюме' }));
    expect(await screen.findByText('Файл резюме не найден.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    expect(screen.getByRole('heading', { name: /Анкета № 12/ })).toBeInTheDocument();
  });

  it('retries a failed notification and shows its new state', async () => {
    const { api } = openLeads('/account/leads/12', {
      'GET /leads/12': reply(application),
      'POST /leads/12/notifications/email/retry': {
        status: 200,
        body: {
          ok: true,
          notification: makeNotification({
            attempts: 3,
            nextAttemptAt: '2026-11-25T08:10:00.000Z',
          }),
        },
      },
    });
    await screen.findByRole('heading', { name: /Анкета № 12/ });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Отправить повторно: E-mail' }));
    const notes = part('Уведомления');
    expect(await notes.findByText('Ожидает отправки')).toBeInTheDocument();
    expect(notes.getByText(/следующая попытка 25\.11\.2026 11:10 МСК/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/leads/12/notifications/email/retry')).toHaveLength(1);
    expect(await screen.findByText('Уведомление поставлено в очередь')).toBeInTheDocument();
  });

  it('reads «Заявка не найдена.» with a way back for an unknown lead', async () => {
    openLeads('/account/leads/404?kind=contact', {
      'GET /leads/404': { status: 404, body: { ok: false, error: 'Заявка не найдена.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Заявка не найдена.' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '← Все заявки' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/leads');
  });

  it('reads «Заявка не найдена.» for an address that is no lead number', async () => {
    const { api } = openLeads('/account/leads/abc', {});
    expect(screen.getByRole('heading', { name: 'Заявка не найдена.' })).toBeInTheDocument();
    expect(api.calls.filter((call) => /^\/leads\/abc/.test(call.path))).toEqual([]);
  });
});
