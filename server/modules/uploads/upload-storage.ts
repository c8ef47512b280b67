import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * DATA_DIR/uploads: where releases before migration 0006 kept resumes as files. The server imports
 * them into the database at start (legacy-import.ts); nothing new is written there.
 */
export function uploadsDirFor(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Whether `inner` is `outer` or lies inside it. */
export function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Random stored names: 128 bits in hex, no extension, nothing taken from the client. */
const STORED_NAME_RE = /^[0-9a-f]{32}$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME_RE.test(name);
}

/** A fresh stored name for a resume (upload.stored_name). */
export function newStoredName(): string {
  return randomBytes(16).toString('hex');
}
