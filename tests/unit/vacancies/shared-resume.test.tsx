import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareRedirect, type ShareOutcome } from '../../../src/config/share-target';
import {
  FILE_MISSING_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  RESUME_MAX_BYTES,
} from '../../../src/domain/applications/file-rules';
import { SHARED_FILE_FAILED_TEXT } from '../../../src/features/application-form/application-messages';
import { readSharedResume } from '../../../src/offline/shared-resume';
import { keepSharedResume, takeSharedResume } from '../../../src/offline/shared-resume-store';
import { fakeServer, renderPage, resumeInput } from './render-vacancies';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** What the service worker does with a share: keeps the file, then the form opens on its address. */
async function arriveWithShare(file: File | null): Promise<string> {
  const form = new FormData();
  form.append('title', 'Резюме');
  if (file) form.append('resume', file);
  const record = await readSharedResume(form, Date.now());
  const outcome: ShareOutcome = record
    ? { kind: 'kept', key: await keepSharedResume(record) }
    : { kind: 'empty' };
  const address = shareRedirect(outcome);
  window.history.replaceState(null, '', address);
  return outcome.kind === 'kept' ? outcome.key : '';
}

function resumeError() {
  return document.getElementById('application-resume-error');
}

/** The page renders, reads IndexedDB and (online) uploads: on a busy machine that takes a while. */
const SLOW = { timeout: 10_000 };

describe('a resume shared to the installed app', { timeout: 30_000 }, () => {
  it('arrives in the form as if picked: checked, uploaded, its kept copy and marker gone', async () => {
    const { calls } = fakeServer();
    const key = await arriveWithShare(
      new File(['%PDF-1.4 резюме'], 'Резюме Петров.pdf', { type: 'application/pdf' }),
    );
    renderPage();
    expect(await screen.findByText(/Файл загружен/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Резюме Петров.pdf')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls[0]!.body).toMatchObject({
      intent: 'disk.prepareUpload',
      fileName: 'Резюме Петров.pdf',
      fileType: 'application/pdf',
    });
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/pro');
    expect(await takeSharedResume(key)).toBeNull();
    await waitFor(() => expect(resumeInput()).toHaveFocus(), SLOW);
  });

  it('without a connection keeps the shared file on the device for the application', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = fakeServer();
    await arriveWithShare(new File(['%PDF-1.4 резюме'], 'cv.pdf', { type: 'application/pdf' }));
    renderPage();
    expect(
      await screen.findByText(/сохранён на устройстве и отправится вместе с анкетой/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each<[string, () => File | null, string]>([
    [
      'too big',
      () => new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' }),
      FILE_TOO_LARGE_MESSAGE,
    ],
    [
      'of another type',
      () => new File(['text'], 'cv.txt', { type: 'text/plain' }),
      FILE_TYPE_MESSAGE,
    ],
    ['empty', () => new File([], 'cv.pdf', { type: 'application/pdf' }), FILE_TYPE_MESSAGE],
    ['missing (text only)', () => null, FILE_MISSING_MESSAGE],
  ])('a file %s gets the message a picked one gets', async (_label, make, message) => {
    const { calls } = fakeServer();
    await arriveWithShare(make());
    renderPage();
    await waitFor(() => expect(resumeError()).toHaveTextContent(message), SLOW);
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(window.location.search).toBe('');
    await waitFor(() => expect(resumeInput()).toHaveFocus(), SLOW);
  });

  it.each<[string, string]>([
    ['reached the server (no service worker yet)', shareRedirect({ kind: 'failed' })],
    ['was already taken', shareRedirect({ kind: 'kept', key: crypto.randomUUID() })],
  ])('a share that %s says so on the resume field', async (_label, address) => {
    fakeServer();
    window.history.replaceState(null, '', address);
    renderPage();
    await waitFor(() => expect(resumeError()).toHaveTextContent(SHARED_FILE_FAILED_TEXT), SLOW);
    expect(window.location.search).toBe('');
    await waitFor(() => expect(resumeInput()).toHaveFocus(), SLOW);
  });

  it('an address without a share marker leaves the form as it is', async () => {
    fakeServer();
    window.history.replaceState(null, '', '/pro?shared=nonsense');
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Отправить анкету' }, SLOW),
    ).toBeInTheDocument();
    expect(resumeError()).toBeNull();
    expect(window.location.search).toBe('?shared=nonsense');
    expect(resumeInput()).not.toHaveFocus();
  });
});
