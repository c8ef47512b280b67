import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { isSharedResume, type SharedResume } from './shared-resume';

/**
 * Shared resumes waiting for the application form: IndexedDB `kub-shared`, one record per share
 * under a random key that travels in the vacancies page's address. The service worker keeps one;
 * the page takes it (reads and removes it). A share never picked up is removed a day later.
 */
const DB_NAME = 'kub-shared';
const STORE_NAME = 'resumes';
/** How long a share nobody picked up is kept. */
export const SHARED_RESUME_TTL_MS = 24 * 60 * 60 * 1000;

let store: UseStore | null = null;
function sharedStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(DB_NAME, STORE_NAME);
  return store;
}

/** Keeps a shared resume; resolves with its key. Rejects when it cannot be kept. */
export async function keepSharedResume(record: SharedResume): Promise<string> {
  const target = sharedStore();
  if (!target) throw new Error('IndexedDB is not available');
  const key = crypto.randomUUID();
  await set(key, record, target);
  await removeStale(target, record.receivedAt);
  return key;
}

async function removeStale(target: UseStore, now: number): Promise<void> {
  try {
    for (const [key, value] of await entries<IDBValidKey, unknown>(target)) {
      if (!isSharedResume(value) || now - value.receivedAt > SHARED_RESUME_TTL_MS) {
        await del(key, target);
      }
    }
  } catch {
    // Clearing up is best effort: the share itself is kept.
  }
}

/** Takes a kept resume out of the store; null when there is none (or IndexedDB fails). */
export async function takeSharedResume(key: string): Promise<SharedResume | null> {
  try {
    const target = sharedStore();
    if (!target) return null;
    const value = await get<unknown>(key, target);
    await del(key, target);
    return isSharedResume(value) ? value : null;
  } catch {
    return null;
  }
}
