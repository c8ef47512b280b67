import { SHARED_RESUME_FIELD } from '../config/share-target';
import { RESUME_MAX_BYTES } from '../domain/applications/file-rules';
import { readBytes } from './read-bytes';

/**
 * A resume shared to the installed app, as the service worker keeps it for the page: bytes with
 * the file's name and type (never a Blob: Safari may fail to store or re-read one). A file over
 * the size limit is kept cut to one byte more than the limit: the form's own check then refuses it
 * with its own message, and no more than that is ever stored.
 */
export interface SharedResume {
  name: string;
  type: string;
  lastModified: number;
  data: ArrayBuffer;
  /** When the share arrived (ms since the epoch). */
  receivedAt: number;
}

/** Bytes kept of a shared file at most: enough for the size check to see "too big". */
export const SHARED_RESUME_MAX_KEPT_BYTES = RESUME_MAX_BYTES + 1;

function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string';
}

/**
 * The shared resume in a share's form data: the first file in the resume field (text, title and
 * url are ignored), or null when the share carried no file.
 */
export async function readSharedResume(form: FormData, now: number): Promise<SharedResume | null> {
  const file = form.getAll(SHARED_RESUME_FIELD).find(isFile);
  if (!file) return null;
  const data = await readBytes(file.slice(0, SHARED_RESUME_MAX_KEPT_BYTES));
  return {
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    data,
    receivedAt: now,
  };
}

/** Whether a stored value is a shared resume (anything else in the store is ignored). */
export function isSharedResume(value: unknown): value is SharedResume {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === 'string' &&
    typeof record.type === 'string' &&
    typeof record.lastModified === 'number' &&
    typeof record.receivedAt === 'number' &&
    // Not instanceof: bytes read back from IndexedDB may come from another realm's ArrayBuffer.
    Object.prototype.toString.call(record.data) === '[object ArrayBuffer]'
  );
}

/** The file the form picks up, as if the visitor had chosen it. */
export function sharedResumeFile(record: SharedResume): File {
  return new File([record.data], record.name, {
    type: record.type,
    lastModified: record.lastModified,
  });
}
