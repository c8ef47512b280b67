import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where resumes are kept: DATA_DIR/uploads, never under anything served. */
export function uploadsDirFor(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Whether `inner` is `outer` or lies inside it. */
export function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Creates the uploads folder readable by the server's user only (0700, whatever the umask). */
export function ensureUploadsDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Random stored names: 128 bits in hex, no extension, nothing taken from the client. */
const STORED_NAME_RE = /^[0-9a-f]{32}$/;
export const TEMP_PREFIX = '.tmp-';

export function isStoredName(name: string): boolean {
  return STORED_NAME_RE.test(name);
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes the bytes under a fresh random name: first to a temp file (0600) in the same folder,
 * fsync'd, then renamed into place and the folder fsync'd, so a crash leaves either nothing or the
 * whole file. Returns the stored name.
 */
export async function storeFile(dir: string, bytes: Uint8Array): Promise<string> {
  const storedName = randomBytes(16).toString('hex');
  const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
  try {
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, path.join(dir, storedName));
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
  return storedName;
}

/** Removes a stored file; a file already gone is fine. */
export function removeStoredFile(dir: string, storedName: string): void {
  if (!isStoredName(storedName)) return;
  fs.rmSync(path.join(dir, storedName), { force: true });
}
