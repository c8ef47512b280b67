import yauzl from 'yauzl';
import { RESUME_MIME_TYPES, type ResumeKind } from '../../../src/domain/applications/file-rules';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** The OLE2 compound file header of a Word 97–2003 .doc. */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A ZIP local file header: a .docx is a ZIP. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A .docx may hold at most this many entries... */
export const DOCX_MAX_ENTRIES = 2000;
/** ...and unpack to at most this many bytes in all (as its central directory declares). */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** The part every Word document has. */
const DOCX_MAIN_PART = 'word/document.xml';

function startsWith(bytes: Uint8Array, signature: Buffer): boolean {
  return bytes.length >= signature.length && signature.equals(bytes.subarray(0, signature.length));
}

/**
 * Whether a ZIP is a Word document: it opens (yauzl refuses absolute and '..' entry names), has at
 * most DOCX_MAX_ENTRIES entries declaring at most DOCX_MAX_UNCOMPRESSED_BYTES together, and holds
 * word/document.xml. Nothing is unpacked. Never rejects.
 */
export function isWordDocument(bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (openError, zip) => {
        if (openError || !zip) {
          resolve(false);
          return;
        }
        let settled = false;
        const finish = (result: boolean) => {
          if (settled) return;
          settled = true;
          zip.close();
          resolve(result);
        };
        if (zip.entryCount > DOCX_MAX_ENTRIES) {
          finish(false);
          return;
        }
        let total = 0;
        let seen = 0;
        let hasMainPart = false;
        zip.on('entry', (entry: yauzl.Entry) => {
          seen += 1;
          total += entry.uncompressedSize;
          if (seen > DOCX_MAX_ENTRIES || total > DOCX_MAX_UNCOMPRESSED_BYTES) {
            finish(false);
            return;
          }
          if (entry.fileName === DOCX_MAIN_PART) hasMainPart = true;
          zip.readEntry();
        });
        zip.on('end', () => finish(hasMainPart));
        zip.on('error', () => finish(false));
        zip.readEntry();
      },
    );
  });
}

/** The kind of a resume by its content (signature), or null when it is none of the three. */
export async function detectResumeKind(bytes: Buffer): Promise<ResumeKind | null> {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(bytes, OLE_SIGNATURE)) return 'doc';
  if (startsWith(bytes, ZIP_SIGNATURE) && (await isWordDocument(bytes))) return 'docx';
  return null;
}

/** The canonical MIME type of a kind, recorded with the stored file. */
export function mimeTypeOf(kind: ResumeKind): string {
  return RESUME_MIME_TYPES[kind][0] ?? 'application/octet-stream';
}
