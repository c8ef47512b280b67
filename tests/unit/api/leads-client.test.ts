import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../../src/api/auth-client';
import { ApiError } from '../../../src/api/http';
import {
  downloadLeadResume,
  downloadLeadsCsv,
  fetchLead,
  fetchLeads,
  fetchLeadStaff,
  fetchUnreadLeads,
  leadErrorMessage,
  retryLeadNotification,
  updateLead,
} from '../../../src/api/leads-client';
import { EMPTY_LEAD_FILTERS } from '../../../src/domain/leads/lead-filters';
import { mockApi, resetAuthWorld } from '../auth/api-mock';
import { makeDetail, makeLead, makeNotification } from './lead-fixtures';
import { captureDownloads } from './leads-download';

beforeEach(() => {
  resetAuthWorld();
  setAccessToken('tok');
});
afterEach(() => {
  setAccessToken(null);
  resetAuthWorld();
});

describe('leads client', () => {
  it('asks for a page with the filters and the cursor, reading the rows defensively', async () => {
    const api = mockApi({
      'GET /leads': {
        status: 200,
        body: {
          leads: [makeLead(), { id: 'x' }, makeLead({ id: 8, kind: 'order' as never }), null],
          nextCursor: 'c2',
        },
      },
    });
    const page = await fetchLeads(
      { ...EMPTY_LEAD_FILTERS, q: ' Мария ', status: 'all', from: '2026-11-01' },
      { cursor: 'c1', limit: 50 },
    );
    expect(page).toEqual({ leads: [makeLead()], nextCursor: 'c2' });
    const [call] = api.callsTo('GET', '/leads');
    expect(call?.headers.Authorization).toBe('Bearer tok');
    expect(Object.fromEntries(call!.query)).toEqual({
      q: 'Мария',
      status: 'all',
      from: '2026-11-01',
      cursor: 'c1',
      limit: '50',
    });
  });

  it('reads the unread count, the staff, one lead', async () => {
    mockApi({
      'GET /leads/unread': { status: 200, body: { unread: 3 } },
      'GET /leads/staff': {
        status: 200,
        body: { staff: [{ id: 'u2', name: 'Иван Петров' }, { name: 'без id' }] },
      },
      'GET /leads/7': { status: 200, body: { lead: makeDetail() } },
    });
    await expect(fetchUnreadLeads()).resolves.toBe(3);
    await expect(fetchLeadStaff()).resolves.toEqual([{ id: 'u2', name: 'Иван Петров' }]);
    await expect(fetchLead(7)).resolves.toEqual(makeDetail());
  });

  it('refuses a reply without a count or a lead', async () => {
    mockApi({
      'GET /leads/unread': { status: 200, body: { unread: 'many' } },
      'GET /leads/7': { status: 200, body: { ok: true } },
    });
    await expect(fetchUnreadLeads()).rejects.toBeInstanceOf(ApiError);
    await expect(fetchLead(7)).rejects.toThrow('Некорректный ответ сервера.');
  });

  it('patches only the changes and retries a notification', async () => {
    const api = mockApi({
      'PATCH /leads/7': { status: 200, body: { lead: makeDetail({ status: 'closed' }) } },
      'POST /leads/7/notifications/email/retry': {
        status: 200,
        body: {
          ok: true,
          notification: makeNotification({ attempts: 2 }),
        },
      },
    });
    await expect(updateLead(7, { status: 'closed' })).resolves.toMatchObject({ status: 'closed' });
    expect(api.callsTo('PATCH', '/leads/7')[0]?.body).toEqual({ status: 'closed' });
    await updateLead(7, { assigneeId: null });
    expect(api.callsTo('PATCH', '/leads/7')[1]?.body).toEqual({ assigneeId: null });
    await expect(retryLeadNotification(7, 'email')).resolves.toMatchObject({
      status: 'pending',
      attempts: 2,
    });
    expect(api.callsTo('POST', '/leads/7/notifications/email/retry')[0]?.body).toBeUndefined();
  });

  it('downloads the resume with the bearer token under the server’s file name', async () => {
    const downloads = captureDownloads();
    const api = mockApi({
      'GET /leads/7/resume': {
        status: 200,
        raw: '%PDF-1.7',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition':
            'attachment; filename="resume.pdf"; filename*=UTF-8\'\'%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5.pdf',
        },
      },
    });
    await expect(downloadLeadResume(7)).resolves.toBe('Резюме.pdf');
    expect(api.callsTo('GET', '/leads/7/resume')[0]?.headers.Authorization).toBe('Bearer tok');
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0]?.name).toBe('Резюме.pdf');
    expect(await downloads.saved[0]?.blob?.text()).toBe('%PDF-1.7');
  });

  it('refreshes once after a 401 on a download, like every authenticated call', async () => {
    const downloads = captureDownloads();
    setAccessToken('old');
    const api = mockApi({
      'GET /leads/export.csv': (call) =>
        call.headers.Authorization === 'Bearer new'
          ? {
              status: 200,
              raw: 'id;name',
              headers: { 'Content-Disposition': 'attachment; filename=leads.csv' },
            }
          : { status: 401, body: { ok: false, error: 'Нужна авторизация' } },
      'POST /auth/refresh': { status: 200, body: { accessToken: 'new' } },
    });
    await downloadLeadsCsv({ ...EMPTY_LEAD_FILTERS, kind: 'application', status: 'spam' });
    const calls = api.callsTo('GET', '/leads/export.csv');
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(Object.fromEntries(calls[1]!.query)).toEqual({ kind: 'application', status: 'spam' });
    expect(downloads.saved.map((file) => file.name)).toEqual(['leads.csv']);
  });

  it('names the CSV itself when the server gives no name, and reports a refusal', async () => {
    const downloads = captureDownloads();
    mockApi({
      'GET /leads/export.csv': { status: 200, raw: 'id' },
      'GET /leads/9/resume': { status: 404, body: { ok: false, error: 'Резюме не найдено.' } },
    });
    const name = await downloadLeadsCsv(EMPTY_LEAD_FILTERS);
    expect(name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads.saved[0]?.name).toBe(name);
    await expect(downloadLeadResume(9)).rejects.toMatchObject({ status: 404 });
    expect(downloads.saved).toHaveLength(1);
  });

  it.each([
    [
      new ApiError(0, 'Failed to fetch', null, 'network'),
      'Нет соединения с сервером. Попробуйте ещё раз.',
    ],
    [new ApiError(401, 'x'), 'Нужна авторизация'],
    [
      new ApiError(403, 'Недостаточно прав.', { ok: false, error: 'Недостаточно прав.' }),
      'Недостаточно прав.',
    ],
    [new ApiError(403, 'HTTP 403'), 'Недостаточно прав.'],
    [new ApiError(404, 'Not Found', { error: 'Not Found' }), 'Заявка не найдена.'],
    [
      new ApiError(404, 'Файл резюме не найден.', { ok: false, error: 'Файл резюме не найден.' }),
      'Файл резюме не найден.',
    ],
    [
      new ApiError(400, 'Неизвестный статус.', { ok: false, error: 'Неизвестный статус.' }),
      'Неизвестный статус.',
    ],
    [
      new ApiError(500, 'Internal Server Error', { error: 'Internal Server Error' }),
      'Не удалось выполнить запрос. Попробуйте ещё раз.',
    ],
    [new Error('boom'), 'Не удалось выполнить запрос. Попробуйте ещё раз.'],
  ])('reads %o as «%s»', (error, message) => {
    expect(leadErrorMessage(error)).toBe(message);
  });
});
