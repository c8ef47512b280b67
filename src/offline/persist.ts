let asked = false;

/**
 * Asks the browser to keep this site's offline data (calculator inputs, queued forms) instead of
 * evicting it under storage pressure. Called after the first meaningful action; asks once.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  asked = true;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
