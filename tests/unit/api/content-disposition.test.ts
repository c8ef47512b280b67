import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../src/api/content-disposition';

describe('fileNameFromDisposition', () => {
  it.each([
    [null, null],
    ['attachment', null],
    ['attachment; filename="leads.csv"', 'leads.csv'],
    ['attachment; filename=leads.csv', 'leads.csv'],
    ['attachment; filename="a \\"b\\".pdf"', 'a "b".pdf'],
    [
      'attachment; filename="resume.pdf"; filename*=UTF-8\'\'%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5.pdf',
      'Резюме.pdf',
    ],
    ["attachment; filename*=utf-8'ru'%D0%B7%D0%B0%D1%8F%D0%B2%D0%BA%D0%B8.csv", 'заявки.csv'],
    ["attachment; filename*=iso-8859-1'en'caf%E9.txt", 'café.txt'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.pdf"', 'fallback.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\cv.doc"', 'cv.doc'],
    ['attachment; filename=".."', null],
    ['ATTACHMENT; FILENAME="UP.PDF"', 'UP.PDF'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
