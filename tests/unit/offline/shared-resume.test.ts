import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  checkResumeFile,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  RESUME_MAX_BYTES,
} from '../../../src/domain/applications/file-rules';
import {
  isSharedResume,
  readSharedResume,
  SHARED_RESUME_MAX_KEPT_BYTES,
  sharedResumeFile,
  type SharedResume,
} from '../../../src/offline/shared-resume';
import {
  keepSharedResume,
  SHARED_RESUME_TTL_MS,
  takeSharedResume,
} from '../../../src/offline/shared-resume-store';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const PDF_TEXT = '%PDF-1.4 резюме';

function share(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

function text(data: ArrayBuffer): string {
  return new TextDecoder().decode(new Uint8Array(data));
}

const pdfFile = (name = 'Резюме.pdf') =>
  new File([PDF_TEXT], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });

describe('reading a share into the record kept for the form', () => {
  it('keeps the resume’s bytes, name, type and date', async () => {
    const record = await readSharedResume(
      share([
        ['title', 'Резюме'],
        ['text', 'см. вложение'],
        ['resume', pdfFile()],
      ]),
      NOW,
    );
    expect(record).toMatchObject({
      name: 'Резюме.pdf',
      type: 'application/pdf',
      lastModified: 1_700_000_000_000,
      receivedAt: NOW,
    });
    expect(text(record!.data)).toBe(PDF_TEXT);
  });

  it.each<[string, [string, string | File][]]>([
    ['nothing', []],
    [
      'only text and a link',
      [
        ['text', 'Привет'],
        ['url', 'https://example.ru'],
      ],
    ],
    ['text in the resume field', [['resume', 'not a file']]],
    ['a file in another field', [['photo', pdfFile()]]],
  ])('finds no file in %s', async (_label, entries) => {
    expect(await readSharedResume(share(entries), NOW)).toBeNull();
  });

  it('takes the first file when several are shared', async () => {
    const record = await readSharedResume(
      share([
        ['resume', 'text first'],
        ['resume', pdfFile('Первое.pdf')],
        ['resume', pdfFile('Второе.pdf')],
      ]),
      NOW,
    );
    expect(record?.name).toBe('Первое.pdf');
  });

  it('keeps no more of a big file than it takes to refuse it with the form’s message', async () => {
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 5000)], 'Большое.pdf', {
      type: 'application/pdf',
    });
    const record = await readSharedResume(share([['resume', big]]), NOW);
    expect(record!.data.byteLength).toBe(SHARED_RESUME_MAX_KEPT_BYTES);
    expect(checkResumeFile(sharedResumeFile(record!))).toEqual({
      ok: false,
      error: FILE_TOO_LARGE_MESSAGE,
    });
  });

  it('gives the form a file that passes the same checks as a picked one', async () => {
    const record = await readSharedResume(share([['resume', pdfFile()]]), NOW);
    const file = sharedResumeFile(record!);
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('Резюме.pdf');
    expect(file.type).toBe('application/pdf');
    expect(file.size).toBe(new TextEncoder().encode(PDF_TEXT).length);
    expect(checkResumeFile(file)).toEqual({ ok: true, kind: 'pdf', name: 'Резюме.pdf' });
    const exe = await readSharedResume(
      share([['resume', new File(['MZ'], 'cv.exe', { type: 'application/pdf' })]]),
      NOW,
    );
    expect(checkResumeFile(sharedResumeFile(exe!))).toEqual({
      ok: false,
      error: FILE_TYPE_MESSAGE,
    });
  });

  it.each<[string, unknown, boolean]>([
    [
      'a record',
      { name: 'a.pdf', type: '', lastModified: 0, receivedAt: 0, data: new ArrayBuffer(1) },
      true,
    ],
    ['null', null, false],
    ['a string', 'a.pdf', false],
    ['no bytes', { name: 'a.pdf', type: '', lastModified: 0, receivedAt: 0 }, false],
    [
      'bytes as text',
      { name: 'a.pdf', type: '', lastModified: 0, receivedAt: 0, data: 'x' },
      false,
    ],
  ])('tells a stored record from %s', (_label, value, expected) => {
    expect(isSharedResume(value)).toBe(expected);
  });
});

describe('the store of shared resumes', () => {
  const record = (receivedAt: number, name = 'Резюме.pdf'): SharedResume => ({
    name,
    type: 'application/pdf',
    lastModified: 0,
    receivedAt,
    data: new TextEncoder().encode(PDF_TEXT).buffer,
  });

  it('gives a kept resume once, under its key', async () => {
    const key = await keepSharedResume(record(NOW));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const taken = await takeSharedResume(key);
    expect(taken?.name).toBe('Резюме.pdf');
    expect(text(taken!.data)).toBe(PDF_TEXT);
    expect(await takeSharedResume(key)).toBeNull();
    expect(await takeSharedResume('no-such-key')).toBeNull();
  });

  it('drops a share nobody picked up within a day when the next one arrives', async () => {
    const old = await keepSharedResume(record(NOW, 'Старое.pdf'));
    const recent = await keepSharedResume(record(NOW + SHARED_RESUME_TTL_MS - 1, 'Вчера.pdf'));
    const latest = await keepSharedResume(record(NOW + SHARED_RESUME_TTL_MS + 1, 'Новое.pdf'));
    expect(await takeSharedResume(old)).toBeNull();
    expect((await takeSharedResume(recent))?.name).toBe('Вчера.pdf');
    expect((await takeSharedResume(latest))?.name).toBe('Новое.pdf');
  });
});
