import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import {
  clearButton,
  fakeServer,
  fillValid,
  pdf,
  renderPage,
  resumeInput,
  seenToasts,
  submitButton,
  textbox,
} from './render-vacancies';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A promise the test resolves when it wants the fake server to answer. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

// Filling the whole form takes a few seconds of simulated input on a busy machine.
describe('sending an application', { timeout: 20_000 }, () => {
  it('uploads the resume (prepare, PUT), then submits with its file info and toasts', async () => {
    const { calls } = fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    const file = pdf();
    await user.upload(resumeInput(), file);
    expect(await screen.findByText(/Файл загружен/)).toBeInTheDocument();
    expect(screen.getByText('Резюме Петров.pdf')).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Ваша анкета принята!')).toBeInTheDocument();
    expect(seenToasts.find((toast) => toast.text === 'Ваша анкета принята!')?.durationMs).toBe(
      2000,
    );

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${site.formsEndpoint}`,
      'PUT /api/uploads/token-1',
      `POST ${site.formsEndpoint}`,
    ]);
    const [prepare, put, submit] = calls;
    expect(prepare!.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(prepare!.body).toEqual({
      intent: 'disk.prepareUpload',
      fileName: 'Резюме Петров.pdf',
      fileSize: file.size,
      fileType: 'application/pdf',
    });
    expect(put!.headers['content-type']).toBe('application/pdf');
    expect(put!.body).toBe(file);
    const body = submit!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Петров Алексей',
      email: 'petrov@example.ru',
      phone: '+7 (911) 555-12-34',
      option: 'Новая анкета — электромонтажник',
      page: window.location.href,
      appId: 'app-1',
      file: {
        name: 'Резюме Петров.pdf',
        type: 'application/pdf',
        size: file.size,
        diskPath: 'resumes/app-1',
      },
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The spam signals (issue 12): an empty honeypot and the time the form took, in whole ms.
    expect(body.website).toBe('');
    expect(Number.isInteger(body.fillMs)).toBe(true);
    expect(body.message).toContain('Город: Москва');
    expect(body.message).toContain('Ожидаемый доход: 700 ₽ в час');
    expect(body.message).toContain('Резюме: Резюме Петров.pdf');
    // The form starts over.
    expect(textbox('Фамилия и имя')).toHaveValue('');
    expect(screen.queryByText('Резюме Петров.pdf')).not.toBeInTheDocument();
  });

  it('submits without a resume in one call, without appId and file', async () => {
    const { calls } = fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Ваша анкета принята!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).not.toHaveProperty('appId');
    expect(calls[0]!.body).not.toHaveProperty('file');
  });

  it('while uploading: spinner, "Загрузка файла…", submit and clear disabled', async () => {
    const put = gate<Response>();
    fakeServer({ put: () => put.promise });
    const { user } = renderPage();
    await user.upload(resumeInput(), pdf());
    // Announced and drawn as disabled, but still pressable, so pressing it can say why.
    expect(await screen.findByRole('button', { name: 'Загрузка файла…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(clearButton()).toBeDisabled();
    const field = document.getElementById('application-resume-field')!;
    expect(within(field).getByRole('status')).toHaveTextContent(
      'Загрузка файла… Резюме Петров.pdf',
    );
    expect(field.querySelector('.resume-field__spinner')).not.toBeNull();
    expect(resumeInput()).toBeDisabled();
    // A submit attempt (Enter in a field) asks to wait for the upload.
    fireEvent.submit(submitButton().closest('form')!);
    expect(await screen.findByText('Дождитесь окончания загрузки файла.')).toBeInTheDocument();
    put.open(new Response(null, { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Отправить анкету' })).toBeEnabled();
    expect(clearButton()).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Удалить файл Резюме Петров.pdf' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Дождитесь окончания загрузки файла.')).not.toBeInTheDocument();
  });

  it('says "Дождитесь окончания загрузки файла." when the button or Enter is pressed during an upload', async () => {
    const put = gate<Response>();
    const { calls } = fakeServer({ put: () => put.promise });
    const { user } = renderPage();
    await user.upload(resumeInput(), pdf());
    const button = await screen.findByRole('button', { name: 'Загрузка файла…' });
    await user.click(button);
    expect(await screen.findByText('Дождитесь окончания загрузки файла.')).toBeInTheDocument();
    // Editing another field does not clear it; Enter in a field shows it again after a reset.
    await user.click(textbox('Фамилия и имя'));
    await user.keyboard('Петров{Enter}');
    expect(screen.getByText('Дождитесь окончания загрузки файла.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    put.open(new Response(null, { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Отправить анкету' })).toBeEnabled();
  });

  it('shows "Отправка..." while the submission is on its way', async () => {
    const answer = gate<Response>();
    fakeServer({ submit: () => answer.promise });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Отправка...' })).toBeDisabled();
    answer.open(Response.json({ ok: true, id: 'srv-1' }));
    expect(await screen.findByRole('button', { name: 'Отправить анкету' })).toBeEnabled();
  });

  it.each([
    [
      'prepare is refused',
      { prepare: () => Response.json({ ok: false, error: 'x' }, { status: 400 }) },
    ],
    ['the PUT is refused', { put: () => new Response(null, { status: 415 }) }],
    [
      'the PUT fails on the network',
      { put: () => Promise.reject(new TypeError('Failed to fetch')) },
    ],
  ])('drops the file and says so when %s', async (_case, server) => {
    fakeServer(server);
    const { user } = renderPage();
    await user.upload(resumeInput(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить файл. Попробуйте ещё раз.',
    );
    expect(screen.queryByText('Резюме Петров.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить анкету' })).toBeEnabled();
  });

  it.each([
    [
      'too large',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' }),
      'Слишком большой файл — до 10 МБ.',
    ],
    [
      'of another type',
      new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' }),
      'Допустимы только PDF, DOC, DOCX.',
    ],
  ])('refuses a file %s on the device, without a call', async (_case, file, message) => {
    const { calls } = fakeServer();
    const { user } = renderPage();
    await user.upload(resumeInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });

  it('says no file was chosen when the choice is emptied', () => {
    fakeServer();
    renderPage();
    fireEvent.change(resumeInput(), { target: { files: [] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Файл не выбран.');
  });

  it('removes an uploaded file with its button', async () => {
    fakeServer();
    const { user } = renderPage();
    await user.upload(resumeInput(), pdf());
    await user.click(await screen.findByRole('button', { name: 'Удалить файл Резюме Петров.pdf' }));
    expect(screen.queryByText('Резюме Петров.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('Выбрать файл')).toBeInTheDocument();
  });

  it('shows the failure text with the company e-mail when the server refuses, keeping the answers', async () => {
    fakeServer({ submit: () => Response.json({ ok: false, error: 'Ошибка' }, { status: 422 }) });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    const failure = await screen.findByText(/Не удалось отправить анкету/);
    expect(failure).toHaveTextContent(
      `Не удалось отправить анкету. Попробуйте ещё раз или напишите на ${site.email}`,
    );
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(textbox('Фамилия и имя')).toHaveValue('Петров Алексей');
  });

  it('unwraps a serverless reply { statusCode, body }', async () => {
    fakeServer({
      submit: () =>
        Response.json({ statusCode: 200, body: JSON.stringify({ ok: true, id: 'w-1' }) }),
    });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Ваша анкета принята!')).toBeInTheDocument();
  });

  it('a wrapped refusal is a failure', async () => {
    fakeServer({
      submit: () => Response.json({ statusCode: 400, body: JSON.stringify({ ok: false }) }),
    });
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(/Не удалось отправить анкету/)).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Отправить анкету'));
  });
});
