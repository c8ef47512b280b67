import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../../src/api/auth-client';
import { ProfileMenu } from '../../../src/features/auth/profile-menu';
import { UNREAD_REFRESH_MS } from '../../../src/features/auth/unread-leads-store';
import { reportNetworkFailure, reportNetworkSuccess } from '../../../src/offline/connectivity';
import { tabFromPath } from '../../../src/pages/account/account-tab-model';
import { MemoryRouter } from 'react-router-dom';
import { makeUser, mockApi, resetAuthWorld } from '../auth/api-mock';
import { MANAGER, openLeads } from './leads-helpers';
import { ADMIN, renderAccount, signInAs } from './render-account';

beforeEach(resetAuthWorld);
afterEach(() => {
  vi.useRealTimers();
  resetAuthWorld();
});

const nav = () => within(screen.getByRole('navigation', { name: 'Разделы личного кабинета' }));
const page = { 'GET /leads': { status: 200, body: { leads: [], nextCursor: null } } };

describe('the «Заявки» tab', () => {
  it.each([
    ['/account/leads', 'leads'],
    ['/account/leads/', 'leads'],
    ['/account/leads/12', 'leads'],
    ['/account/leads/12?status=new', 'leads'],
  ])('%s selects the leads tab', (path, tab) => {
    expect(tabFromPath(path.split('?')[0]!)).toBe(tab);
  });

  it('is hidden (not locked) for a plain user, who is never asked about leads', async () => {
    signInAs();
    const api = mockApi({ 'GET /auth/me': { status: 200, body: { user: makeUser() } } });
    renderAccount('/account/profile');
    expect(nav().getByRole('link', { name: 'Профиль' })).toBeInTheDocument();
    expect(nav().queryByText('Заявки')).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(api.calls.filter((call) => call.path.startsWith('/leads'))).toEqual([]);
  });

  it('tells a plain user who opens /account/leads that it is for staff only', () => {
    signInAs();
    const api = mockApi({ 'GET /auth/me': { status: 200, body: { user: makeUser() } } });
    renderAccount('/account/leads');
    expect(screen.getByText('Этот раздел открыт только сотрудникам.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/leads')).toHaveLength(0);
  });

  it.each([
    ['a manager', MANAGER],
    ['an admin', ADMIN],
  ])('is there for %s, with the unread count read out', async (_, who) => {
    const { api } = openLeads(
      '/account/profile',
      {
        'GET /leads/unread': { status: 200, body: { unread: 3 } },
      },
      who,
    );
    const tab = await nav().findByRole('link', { name: 'Заявки, непрочитанных: 3' });
    expect(tab).toHaveAttribute('href', '/account/leads');
    expect(api.callsTo('GET', '/leads/unread')[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('opens the list and marks the tab current, with no badge when nothing is unread', async () => {
    openLeads('/account/profile', page);
    const user = userEvent.setup();
    await user.click(nav().getByRole('link', { name: 'Заявки' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/leads');
    expect(nav().getByRole('link', { name: 'Заявки' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
  });

  it('refreshes the count on focus and every 60 s, but not while offline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openLeads('/account/profile', {
      'GET /leads/unread': [
        { status: 200, body: { unread: 1 } },
        { status: 200, body: { unread: 2 } },
        { status: 200, body: { unread: 5 } },
      ],
    });
    await nav().findByRole('link', { name: 'Заявки, непрочитанных: 1' });
    act(() => void window.dispatchEvent(new Event('focus')));
    await nav().findByRole('link', { name: 'Заявки, непрочитанных: 2' });
    await act(async () => void vi.advanceTimersByTime(UNREAD_REFRESH_MS));
    await nav().findByRole('link', { name: 'Заявки, непрочитанных: 5' });

    act(() => reportNetworkFailure());
    const before = api.callsTo('GET', '/leads/unread').length;
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(async () => void vi.advanceTimersByTime(UNREAD_REFRESH_MS));
    expect(api.callsTo('GET', '/leads/unread')).toHaveLength(before);
    act(() => reportNetworkSuccess());
  });
});

describe('the profile menu', () => {
  function renderMenu(who: Parameters<typeof makeUser>[0]) {
    setAccessToken('tok');
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <ProfileMenu user={makeUser(who)} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Иван Петров|Ольга Админ/ }));
  }

  it('adds «Заявки» with the unread count for staff, after the four links', async () => {
    mockApi({ 'GET /leads/unread': { status: 200, body: { unread: 4 } } });
    renderMenu(MANAGER);
    const link = await screen.findByRole('link', { name: 'Заявки, непрочитанных: 4' });
    expect(link).toHaveAttribute('href', '/account/leads');
    const labels = screen.getAllByRole('link').map((item) => item.textContent);
    expect(labels).toEqual(['Профиль', 'Коллекции', 'Уведомления', 'Панель', 'Заявки4']);
  });

  it('keeps only the four links for everybody else, asking nothing', async () => {
    const api = mockApi({});
    renderMenu({});
    expect(screen.getAllByRole('link').map((item) => item.textContent)).toEqual([
      'Профиль',
      'Коллекции',
      'Уведомления',
      'Панель',
    ]);
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
