import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAuthWorld } from '../auth/api-mock';
import { makeLead } from '../api/lead-fixtures';
import { captureDownloads } from '../api/leads-download';
import { openLeads } from './leads-helpers';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const first = [
  makeLead(),
  makeLead({
    id: 6,
    kind: 'application',
    status: 'in_progress',
    name: 'Пётр Иванов',
    email: 'petr@example.com',
    phone: '',
    topic: 'Электромонтажник',
    page: 'https://kub.example/pro',
    receivedAt: '2026-11-24T21:05:00.000Z',
    read: true,
    assignee: { id: 'm1', name: 'Иван Петров' },
  }),
];
const second = [makeLead({ id: 3, name: 'Анна Кузнецова', read: true })];

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const lastQuery = (api: ReturnType<typeof openLeads>['api']) =>
  Object.fromEntries(api.callsTo('GET', '/leads').at(-1)!.query);

describe('the leads list', () => {
  it('reads «Загрузка…», then shows each lead’s fields, unread ones marked', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    openLeads('/account/leads', {
      'GET /leads': () => new Promise((resolve) => (answer = resolve)),
    });
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    await act(async () => answer({ status: 200, body: { leads: first, nextCursor: null } }));
    expect(rows()).toHaveLength(2);
    const [unread, read] = rows().map((row) => within(row));
    expect(unread!.getByText('Заявка')).toBeInTheDocument();
    expect(unread!.getByText('Не прочитано')).toBeInTheDocument();
    expect(unread!.getByText('maria@example.com')).toBeInTheDocument();
    expect(unread!.getByText('+7 911 123-45-67')).toBeInTheDocument();
    expect(unread!.getByText('Электромонтаж')).toBeInTheDocument();
    expect(unread!.getByText('/services/electrical')).toBeInTheDocument();
    expect(unread!.getByText('25.11.2026 10:42 МСК')).toBeInTheDocument();
    expect(unread!.getByText('Новая')).toBeInTheDocument();
    expect(unread!.getByText('Не назначен')).toBeInTheDocument();

    expect(read!.getByText('Анкета')).toBeInTheDocument();
    expect(read!.queryByText(/Не прочитано/)).not.toBeInTheDocument();
    expect(read!.getByText('Электромонтажник')).toBeInTheDocument();
    expect(read!.getByText('25.11.2026 00:05 МСК')).toBeInTheDocument();
    expect(read!.getByText('В работе')).toBeInTheDocument();
    expect(read!.getByText('Иван Петров')).toBeInTheDocument();
  });

  it('opens a lead by its link, in place, keeping the list’s query', async () => {
    openLeads('/account/leads?status=new', {
      'GET /leads': { status: 200, body: { leads: first, nextCursor: null } },
      'GET /leads/7': () => new Promise(() => undefined),
    });
    const link = await screen.findByRole('link', { name: 'Мария Смирнова' });
    expect(link).toHaveAttribute('href', '/account/leads/7?status=new');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/account/leads/7');
    expect(screen.getByRole('link', { name: '← Все заявки' })).toHaveAttribute(
      'href',
      '/account/leads?status=new',
    );
  });

  it('sends the filters as the query, keeps them in the address, and resets', async () => {
    const { api } = openLeads('/account/leads', {
      'GET /leads': { status: 200, body: { leads: first, nextCursor: null } },
    });
    await screen.findByText('Мария Смирнова');
    expect(lastQuery(api)).toEqual({});
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Статус'), 'Спам');
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'spam' }));
    await user.selectOptions(screen.getByLabelText('Тип'), 'Анкеты');
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'spam', kind: 'application' }));
    await user.type(screen.getByLabelText('С (МСК)'), '2026-11-01');
    await user.type(screen.getByLabelText('По (МСК)'), '2026-11-30');
    await user.type(screen.getByLabelText('Поиск'), 'Мария');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        q: 'Мария',
        kind: 'application',
        status: 'spam',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
    // One request for the whole typed word (debounced), not one per letter.
    expect(api.callsTo('GET', '/leads').filter((call) => call.query.has('q'))).toHaveLength(1);
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Спам');

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({}));
    expect(screen.getByLabelText('Поиск')).toHaveValue('');
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Все, кроме спама');
  });

  it('reads its filters from the address', async () => {
    const { api } = openLeads('/account/leads?status=all&kind=contact&q=%D0%B8%D0%B2', {
      'GET /leads': { status: 200, body: { leads: [], nextCursor: null } },
    });
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ status: 'all', kind: 'contact', q: 'ив' });
    expect(screen.getByLabelText('Поиск')).toHaveValue('ив');
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Все');
  });

  it('appends the next page with the cursor on «Показать ещё»', async () => {
    const { api } = openLeads('/account/leads?status=new', {
      'GET /leads': (call) =>
        call.query.get('cursor') === 'c2'
          ? { status: 200, body: { leads: second, nextCursor: null } }
          : { status: 200, body: { leads: first, nextCursor: 'c2' } },
    });
    await screen.findByText('Мария Смирнова');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Анна Кузнецова')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(lastQuery(api)).toEqual({ status: 'new', cursor: 'c2' });
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('reads «Нет данных» for an empty inbox', async () => {
    openLeads('/account/leads', {
      'GET /leads': { status: 200, body: { leads: [], nextCursor: null } },
    });
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
  });

  it('says it failed, and «Повторить» asks again', async () => {
    const { api } = openLeads('/account/leads', {
      'GET /leads': [
        { status: 500, body: { ok: false, error: 'Ошибка сервера.' } },
        { status: 200, body: { leads: first, nextCursor: null } },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заявки.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Мария Смирнова')).toBeInTheDocument();
    expect(api.callsTo('GET', '/leads')).toHaveLength(2);
  });

  it('exports the current filter as CSV with the bearer token', async () => {
    const downloads = captureDownloads();
    const { api } = openLeads('/account/leads?status=closed&q=test', {
      'GET /leads': { status: 200, body: { leads: first, nextCursor: 'c2' } },
      'GET /leads/export.csv': {
        status: 200,
        raw: 'id;name\n7;Мария',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="leads-2026-11-25.csv"',
        },
      },
    });
    await screen.findByText('Мария Смирнова');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [call] = api.callsTo('GET', '/leads/export.csv');
    expect(Object.fromEntries(call!.query)).toEqual({ status: 'closed', q: 'test' });
    expect(call!.headers.Authorization).toBe('Bearer tok');
    expect(downloads.saved[0]?.name).toBe('leads-2026-11-25.csv');
  });

  it('toasts a failed export', async () => {
    openLeads('/account/leads', {
      'GET /leads': { status: 200, body: { leads: first, nextCursor: null } },
      'GET /leads/export.csv': { status: 403, body: { ok: false, error: 'Недостаточно прав.' } },
    });
    await screen.findByText('Мария Смирнова');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скачать CSV' }));
    expect(await screen.findByText('Недостаточно прав.')).toBeInTheDocument();
  });
});
