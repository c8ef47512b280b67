import { describe, expect, it } from 'vitest';
import {
  FILE_MISSING_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  FILE_UPLOADING_MESSAGE,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  RESUME_NAME_MAX_LENGTH,
  checkResumeFile,
  decodeFileName,
  fileExtension,
  kindOfMimeType,
  resumeKind,
} from '../../../src/domain/applications/file-rules';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('resume file rules (§5.2, §9)', () => {
  it('has the exact messages and limit of the spec', () => {
    expect(RESUME_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(FILE_TOO_LARGE_MESSAGE).toBe('Слишком большой файл — до 10 МБ.');
    expect(FILE_TYPE_MESSAGE).toBe('Допустимы только PDF, DOC, DOCX.');
    expect(FILE_MISSING_MESSAGE).toBe('Файл не выбран.');
    expect(FILE_UPLOADING_MESSAGE).toBe('Дождитесь окончания загрузки файла.');
  });

  it('accepts the three extensions and their MIME types in the file input', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', PDF, DOC, DOCX]),
    );
  });

  it.each([
    ['cv.pdf', PDF, 'pdf'],
    ['cv.PDF', '', 'pdf'],
    ['cv.doc', DOC, 'doc'],
    ['cv.docx', DOCX, 'docx'],
    ['Резюме Иванов.DocX', '', 'docx'],
    ['cv.pdf', 'application/octet-stream', 'pdf'],
    ['resume', PDF, 'pdf'],
    ['resume', 'application/pdf; charset=binary', 'pdf'],
    ['resume', DOCX, 'docx'],
    ['resume', '', null],
    ['resume', 'image/png', null],
    ['cv.txt', PDF, null],
    ['cv.exe', DOC, null],
    ['cv.pdf.exe', '', null],
    ['cv.docm', '', null],
    ['cv.pdfx', '', null],
    ['cv%2Eexe', '', null],
    ['cv%2Epdf', '', 'pdf'],
    ['cv.exe. ', '', null],
    ['.pdf', '', null],
    ['.pdf', PDF, 'pdf'],
  ])('resumeKind(%j, %j) → %s', (name, type, kind) => {
    expect(resumeKind(name, type)).toBe(kind);
  });

  it.each([
    [PDF, 'pdf'],
    ['application/x-pdf', 'pdf'],
    [' Application/PDF ', 'pdf'],
    [DOC, 'doc'],
    [DOCX, 'docx'],
    ['application/zip', null],
    ['text/plain', null],
    ['', null],
  ])('kindOfMimeType(%j) → %s', (type, kind) => {
    expect(kindOfMimeType(type)).toBe(kind);
  });

  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['cv%20final.pdf', 'cv final.pdf'],
    ['100%.pdf', '100%.pdf'],
    ['C:\\Users\\ivan\\cv.doc', 'cv.doc'],
    ['/home/ivan/cv.doc', 'cv.doc'],
    ['..%2F..%2Fetc%2Fpasswd', 'passwd'],
    ['cv\u0000.exe.pdf', 'cv.exe.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['cv.exe . .', 'cv.exe'],
    ['Ре\u0437\u044e\u043c\u0435.pdf', 'Резюме.pdf'],
    ['e\u0301.pdf', '\u00e9.pdf'],
  ])('decodeFileName(%j) → %j', (raw, decoded) => {
    expect(decodeFileName(raw)).toBe(decoded);
  });

  it.each([
    ['cv.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.hidden', ''],
    ['trailing.', ''],
  ])('fileExtension(%j) → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it.each([
    ['no file', null, FILE_MISSING_MESSAGE],
    ['an empty name', { name: '', size: 100, type: PDF }, FILE_MISSING_MESSAGE],
    ['a name of dots', { name: '...', size: 100, type: PDF }, FILE_MISSING_MESSAGE],
    ['no size', { name: 'cv.pdf', size: Number.NaN }, FILE_MISSING_MESSAGE],
    [
      '10 MB + 1 byte',
      { name: 'cv.pdf', size: RESUME_MAX_BYTES + 1, type: PDF },
      FILE_TOO_LARGE_MESSAGE,
    ],
    ['a 50 MB .exe', { name: 'cv.exe', size: 50 * 1024 * 1024 }, FILE_TOO_LARGE_MESSAGE],
    ['an image', { name: 'photo.jpg', size: 1000, type: 'image/jpeg' }, FILE_TYPE_MESSAGE],
    ['an empty PDF', { name: 'cv.pdf', size: 0, type: PDF }, FILE_TYPE_MESSAGE],
    ['a negative size', { name: 'cv.pdf', size: -1, type: PDF }, FILE_TYPE_MESSAGE],
  ])('checkResumeFile refuses %s', (_case, file, error) => {
    expect(checkResumeFile(file)).toEqual({ ok: false, error });
  });

  it.each([
    ['1 byte', { name: 'cv.pdf', size: 1, type: PDF }, 'pdf'],
    ['exactly 10 MB', { name: 'cv.docx', size: RESUME_MAX_BYTES, type: DOCX }, 'docx'],
    ['a type-less DOC', { name: 'CV.DOC', size: 5000, type: '' }, 'doc'],
    ['no type field', { name: 'cv.pdf', size: 5000 }, 'pdf'],
  ])('checkResumeFile accepts %s', (_case, file, kind) => {
    const result = checkResumeFile(file);
    expect(result).toEqual({ ok: true, kind, name: decodeFileName(file.name) });
  });

  it('shortens a very long name and keeps the extension', () => {
    const result = checkResumeFile({ name: `${'я'.repeat(400)}.docx`, size: 10, type: DOCX });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.name).toHaveLength(RESUME_NAME_MAX_LENGTH);
    expect(result.name.endsWith('я.docx')).toBe(true);
  });
});
