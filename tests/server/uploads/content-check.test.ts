import { describe, expect, it } from 'vitest';
import {
  DOCX_MAX_ENTRIES,
  DOCX_MAX_UNCOMPRESSED_BYTES,
  detectResumeKind,
  isWordDocument,
} from '../../../server/modules/uploads/content-check';
import { fakeExe, minimalDoc, minimalDocx, minimalPdf } from './fixtures';
import { writeZip } from './zip-writer';

const DOCUMENT = { name: 'word/document.xml', data: '<w:document/>' };

describe('detectResumeKind (content signatures)', () => {
  it.each([
    ['a PDF', minimalPdf(), 'pdf'],
    ['a DOC', minimalDoc(), 'doc'],
    ['a DOCX', minimalDocx(), 'docx'],
    ['a deflated DOCX', writeZip([{ ...DOCUMENT, method: 8 }]), 'docx'],
    ['an .exe', fakeExe(), null],
    ['an empty file', Buffer.alloc(0), null],
    ['"%PDF" without the dash', Buffer.from('%PDF1.4'), null],
    ['half an OLE header', minimalDoc().subarray(0, 4), null],
    ['a ZIP without word/document.xml', writeZip([{ name: 'a.txt', data: 'x' }]), null],
    [
      'a ZIP with WORD/document.xml (wrong case)',
      writeZip([{ ...DOCUMENT, name: 'WORD/document.xml' }]),
      null,
    ],
    [
      'a ZIP header and garbage',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]),
      null,
    ],
  ])('%s → %s', async (_case, bytes, kind) => {
    expect(await detectResumeKind(bytes)).toBe(kind);
  });
});

describe('isWordDocument limits', () => {
  it(`accepts ${DOCX_MAX_ENTRIES} entries and refuses one more`, async () => {
    const entries = (n: number) => [
      DOCUMENT,
      ...Array.from({ length: n - 1 }, (_, i) => ({ name: `word/media/${i}.xml`, data: '' })),
    ];
    expect(await isWordDocument(writeZip(entries(DOCX_MAX_ENTRIES)))).toBe(true);
    expect(await isWordDocument(writeZip(entries(DOCX_MAX_ENTRIES + 1)))).toBe(false);
  });

  it('refuses a ZIP that declares more than 100 MB unpacked (never unpacking it)', async () => {
    const bomb = (declared: number) =>
      writeZip([
        DOCUMENT,
        { name: 'word/media/big.bin', data: Buffer.alloc(1000), method: 8, declaredSize: declared },
      ]);
    const limit = DOCX_MAX_UNCOMPRESSED_BYTES - DOCUMENT.data.length;
    expect(await isWordDocument(bomb(limit))).toBe(true);
    expect(await isWordDocument(bomb(limit + 1))).toBe(false);
    expect(await isWordDocument(bomb(0xffffffff))).toBe(false);
  });

  it.each([
    ['an absolute entry name', '/etc/passwd'],
    ['a parent-folder entry name', '../../evil.xml'],
  ])('refuses %s', async (_case, name) => {
    expect(await isWordDocument(writeZip([DOCUMENT, { name, data: 'x' }]))).toBe(false);
  });
});
