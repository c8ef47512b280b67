import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../helpers';
import { writeZip } from './zip-writer';

export const PDF_TYPE = 'application/pdf';
export const DOC_TYPE = 'application/msword';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Writes a one-byte file `name` into `dir`, last changed `ageMs` ago (a left-over upload). */
export function plantFile(dir: string, name: string, ageMs: number): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

/** A real one-page PDF, with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Word 97–2003 file: the OLE2 compound header, then its first sector. */
export function minimalDoc(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24); // minor version
  bytes.writeUInt16LE(0x0003, 26); // major version 3
  bytes.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  bytes.writeUInt16LE(9, 30); // 512-byte sectors
  return bytes;
}

/** A small .docx: a ZIP of stored parts with word/document.xml. */
export function minimalDocx(): Buffer {
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: 'word/document.xml',
      data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Резюме</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);
}

/** A Windows executable's first bytes ("MZ"). */
export function fakeExe(): Buffer {
  const bytes = Buffer.alloc(512, 0x90);
  bytes.write('MZ', 0, 'latin1');
  return bytes;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where releases before migration 0006 kept resumes as files (imported at start now). */
export function uploadsDir(t: TestApp): string {
  return path.join(t.dataDir, 'uploads');
}

/** The stored names of the uploads whose bytes are in the database, in upload order. */
export async function storedResumes(t: TestApp): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('upload')
    .innerJoin('upload_content', 'upload_content.upload_id', 'upload.id')
    .select('upload.stored_name')
    .orderBy('upload.id')
    .execute();
  return rows.map((row) => String(row.stored_name));
}

/** The bytes the database holds for a stored upload, or undefined. */
export async function storedBytes(t: TestApp, storedName: string): Promise<Buffer | undefined> {
  const row = await t.database.db
    .selectFrom('upload')
    .innerJoin('upload_content', 'upload_content.upload_id', 'upload.id')
    .select('upload_content.bytes')
    .where('upload.stored_name', '=', storedName)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}

export interface Prepared {
  ok: true;
  appId: string;
  uploadUrl: string;
  diskPath: string;
}

export function prepare(t: TestApp, body: Record<string, unknown>, contentType = 'text/plain') {
  return t.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: { 'content-type': contentType },
    payload: JSON.stringify({ intent: 'disk.prepareUpload', ...body }),
  });
}

export function put(t: TestApp, url: string, bytes: Buffer, contentType = PDF_TYPE) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

/** Prepares an upload; fails the test when it is refused. */
export async function prepared(
  t: TestApp,
  fileName: string,
  fileSize: number,
  fileType = '',
): Promise<Prepared> {
  const res = await prepare(t, { fileName, fileSize, fileType });
  if (res.statusCode !== 200) throw new Error(`prepare: ${res.body}`);
  return res.json<Prepared>();
}

/** Prepares and PUTs a file; fails the test when either step is refused. */
export async function upload(
  t: TestApp,
  fileName: string,
  bytes: Buffer,
  fileType: string,
): Promise<Prepared> {
  const body = await prepared(t, fileName, bytes.length, fileType);
  const stored = await put(t, body.uploadUrl, bytes, fileType || 'application/octet-stream');
  if (stored.statusCode !== 201) throw new Error(`upload: ${stored.body}`);
  return body;
}

export function uploadRows(t: TestApp): Promise<Record<string, unknown>[]> {
  return t.database.db.selectFrom('upload').selectAll().orderBy('id').execute();
}
