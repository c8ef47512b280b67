/**
 * Hands a Blob to the browser as a download: a temporary object URL on an `<a download>` that is
 * clicked, then removed; the URL is revoked once the browser has taken it.
 */
export const REVOKE_DELAY_MS = 1000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some browsers (Safari, old Firefox).
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
