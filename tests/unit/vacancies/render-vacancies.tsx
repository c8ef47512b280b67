import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { VacanciesPage } from '../../../src/pages/vacancies/vacancies-page';
import { useToasts, type Toast } from '../../../src/ui/toast/toast-store';
import { ToastViewport } from '../../../src/ui/toast/toast-viewport';

/** Keeps the current toasts where a test can read their durations. */
export const seenToasts: Toast[] = [];
function ToastProbe() {
  const toasts = useToasts();
  for (const toast of toasts) if (!seenToasts.includes(toast)) seenToasts.push(toast);
  return null;
}

export function renderPage() {
  seenToasts.length = 0;
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(
    <>
      <VacanciesPage />
      <ToastViewport placement="top" />
      <ToastProbe />
    </>,
  );
  return { user };
}

export const group = (name: string) => screen.getByRole('group', { name });
export const chip = (groupName: string, option: string) =>
  within(group(groupName)).getByRole('button', { name: option });
export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const submitButton = () =>
  screen.getByRole('button', { name: /Отправить анкету|Отправка|Загрузка файла/ });
export const clearButton = () => screen.getByRole('button', { name: 'Очистить форму' });
export const resumeInput = () => document.getElementById('application-resume') as HTMLInputElement;

export function pdf(name = 'Резюме Петров.pdf', text = '%PDF-1.4 резюме'): File {
  return new File([text], name, { type: 'application/pdf' });
}

/** Types a value in one go (a paste): the same events for the form, much faster in jsdom. */
export async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills every required answer (the city from the built-in list). */
export async function fillValid(user: UserEvent) {
  await paste(user, textbox('Фамилия и имя'), 'Петров Алексей');
  await paste(user, textbox('Телефон'), '+7 (911) 555-12-34');
  await paste(user, textbox('E-mail'), 'petrov@example.ru');
  await user.type(screen.getByRole('combobox', { name: 'Город' }), 'Моск');
  await user.click(await screen.findByRole('option', { name: /^Москва/ }));
  await user.click(chip('Должность', 'Электромонтажник'));
  await user.click(chip('Формат занятости', 'Постоянная'));
  await user.click(chip('Опыт работы', '3–5 лет'));
  await user.click(chip('Направления работ', 'Электромонтажные работы'));
  await user.click(chip('Когда готовы приступить', 'Обсудим'));
  await user.click(chip('Командировки и вахта', 'Только в городе'));
  await user.click(chip('График', '5/2'));
  await user.click(chip('Формат оплаты', 'Почасовая'));
  await paste(user, textbox('Ваш уровень дохода'), '700 ₽ в час');
  await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
}

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fake server for the forms endpoint and the upload address: prepare answers an upload address,
 * a PUT answers 201, a submission `{ ok, id }`; the city list is not found (the built-in list is
 * used). Every call but the city list is recorded.
 */
export function fakeServer(overrides: { prepare?: Handler; put?: Handler; submit?: Handler } = {}) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.includes('cities')) return new Response('', { status: 404 });
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    if (method === 'PUT') {
      calls.push({ url, method, body: init.body, headers });
      return overrides.put ? overrides.put(url, init) : new Response(null, { status: 201 });
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, method, body, headers });
    if (body.intent === 'disk.prepareUpload') {
      return overrides.prepare
        ? overrides.prepare(url, init)
        : Response.json({
            ok: true,
            appId: 'app-1',
            uploadUrl: '/api/uploads/token-1',
            diskPath: 'resumes/app-1',
          });
    }
    return overrides.submit
      ? overrides.submit(url, init)
      : Response.json({ ok: true, id: 'srv-1' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
