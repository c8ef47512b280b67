import { describe, expect, it } from 'vitest';
import { checkResumeFile } from '../../../src/domain/applications/file-rules';
import { formatFileSize } from '../../../src/domain/applications/file-size';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('resume checks on the device (§5.2)', () => {
  it.each([
    ['cv.pdf', 200_000, 'application/pdf'],
    ['CV.PDF', 200_000, ''],
    ['cv.doc', 10_000, 'application/msword'],
    ['cv.docx', 10 * MB, DOCX],
    ['резюме', 5000, 'application/pdf'],
  ])('accepts %j (%i bytes, %j)', (name, size, type) => {
    expect(checkResumeFile({ name, size, type })).toMatchObject({ ok: true });
  });

  it.each([
    [
      'too large',
      { name: 'cv.pdf', size: 10 * MB + 1, type: 'application/pdf' },
      'Слишком большой файл — до 10 МБ.',
    ],
    ['by extension', { name: 'cv.odt', size: 1000, type: '' }, 'Допустимы только PDF, DOC, DOCX.'],
    [
      'by MIME without extension',
      { name: 'cv', size: 1000, type: 'image/png' },
      'Допустимы только PDF, DOC, DOCX.',
    ],
    [
      'an .exe typed as a PDF',
      { name: 'cv.exe', size: 1000, type: 'application/pdf' },
      'Допустимы только PDF, DOC, DOCX.',
    ],
  ])('refuses a file %s', (_case, file, message) => {
    expect(checkResumeFile(file)).toEqual({ ok: false, error: message });
  });

  it('says no file was chosen', () => {
    expect(checkResumeFile(null)).toEqual({ ok: false, error: 'Файл не выбран.' });
  });

  it.each([
    [500, '500\u00a0Б'],
    [200 * 1024, '200\u00a0КБ'],
    [1.5 * MB, '1,5\u00a0МБ'],
    [10 * MB, '10\u00a0МБ'],
  ])('shows %i bytes as %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
