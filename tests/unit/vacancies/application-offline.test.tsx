import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { outbox } from '../../../src/offline/outbox-instance';
import { SEND_TIMEOUT_MS } from '../../../src/offline/send-timeouts';
import {
  fakeServer,
  fillValid,
  pdf,
  renderPage,
  resumeInput,
  submitButton,
  textbox,
} from './render-vacancies';

const QUEUED = 'Нет соединения. Анкета сохранена на устройстве и будет отправлена автоматически.';
const RESUME_TEXT = '%PDF-1.4 резюме Петрова';

function bytesOf(data: ArrayBuffer): string {
  return new TextDecoder().decode(new Uint8Array(data));
}

beforeEach(async () => {
  for (const item of await outbox.list()) await outbox.remove(item.id);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an application without a connection', { timeout: 20_000 }, () => {
  it('keeps the resume on the device, queues the whole application with its bytes and clears', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    await user.upload(resumeInput(), pdf('Резюме Петров.pdf', RESUME_TEXT));
    expect(
      await screen.findByText(/сохранён на устройстве и отправится вместе с анкетой/),
    ).toBeInTheDocument();
    await user.click(submitButton());
    // The outbox's code is loaded on first use: slow on a loaded machine.
    expect(await screen.findAllByText(QUEUED, {}, { timeout: 5_000 })).not.toHaveLength(0);
    expect(textbox('Фамилия и имя')).toHaveValue('');
    expect(calls).toEqual([]);

    const items = await outbox.list();
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item!.kind).toBe('application');
    expect(item!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item!.payload).toMatchObject({
      name: 'Петров Алексей',
      email: 'petrov@example.ru',
      option: 'Новая анкета — электромонтажник',
    });
    expect(item!.payload).not.toHaveProperty('appId');
    expect(item!.payload).not.toHaveProperty('requestId');
    // The fill time is measured when the visitor sent it, and kept with the queued item.
    expect(item!.payload).toMatchObject({ website: '', fillMs: expect.any(Number) });
    expect(item!.payload.message).toContain('Резюме: Резюме Петров.pdf');
    expect(item!.file).toMatchObject({ name: 'Резюме Петров.pdf', type: 'application/pdf' });
    // Bytes, never a Blob (an ArrayBuffer of whichever realm made it).
    expect(Object.prototype.toString.call(item!.file!.data)).toBe('[object ArrayBuffer]');
    expect(bytesOf(item!.file!.data)).toBe(RESUME_TEXT);
  });

  it('gives up a submission that hangs and keeps the application (issue 16)', async () => {
    // A server that never answers the submission: only the form's own time-out ends it.
    const { calls } = fakeServer({
      submit: (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        ),
    });
    const { user } = renderPage();
    await fillValid(user);
    await user.upload(resumeInput(), pdf());
    await screen.findByText(/Файл загружен/);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await user.click(submitButton());
      // Outbox first: once the submission is on its way, the device already holds it.
      const submission = () =>
        calls.find((call) => call.method === 'POST' && !(call.body as { intent?: string }).intent)
          ?.body as { requestId: string } | undefined;
      await act(async () => {
        while (!submission()) await vi.advanceTimersByTimeAsync(10);
      });
      const [kept] = await outbox.list();
      expect(kept).toMatchObject({ status: 'sending', id: submission()!.requestId });
      await act(async () => vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS.contact));
      expect(await screen.findAllByText(QUEUED)).not.toHaveLength(0);
      expect(await outbox.list()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('queues under the same request id when the submission fails on the network', async () => {
    const { calls } = fakeServer({
      submit: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderPage();
    await fillValid(user);
    await user.upload(resumeInput(), pdf());
    await screen.findByText(/Файл загружен/);
    await user.click(submitButton());
    expect(await screen.findAllByText(QUEUED)).not.toHaveLength(0);
    const sent = calls.at(-1)!.body as Record<string, unknown>;
    const [item] = await outbox.list();
    expect(item!.id).toBe(sent.requestId);
    // The resume is on the server already: the queued submission links it, no bytes kept.
    expect(item!.payload).toMatchObject({ appId: 'app-1', file: { diskPath: 'resumes/app-1' } });
    expect(item!.file).toBeUndefined();
    expect(screen.queryByText(/Не удалось отправить анкету/)).not.toBeInTheDocument();
  });

  it('uploads a resume kept on the device once the connection is back, at submission', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    await user.upload(resumeInput(), pdf());
    await screen.findByText(/сохранён на устройстве/);
    onLine.mockReturnValue(true);
    await user.click(submitButton());
    expect(await screen.findByText('Ваша анкета принята!')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT', 'POST']);
    expect(calls[2]!.body).toMatchObject({ appId: 'app-1' });
    expect(await outbox.list()).toEqual([]);
  });

  it('shows the failure text and keeps the answers when the device cannot store it either', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    vi.spyOn(outbox, 'keep').mockRejectedValue(new Error('IndexedDB is not available'));
    await user.click(submitButton());
    expect(await screen.findByText(/Не удалось отправить анкету/)).toHaveTextContent(site.email);
    expect(textbox('Фамилия и имя')).toHaveValue('Петров Алексей');
  });
});
