import { vi } from 'vitest';

/**
 * Stubs what a download touches that jsdom lacks (object URLs) and records each saved file: the
 * name the link carried and the Blob behind its URL.
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  let seed = 0;
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const create = vi.fn((blob: Blob) => {
    seed += 1;
    const url = `blob:test/${seed}`;
    blobs.set(url, blob);
    return url;
  });
  const revoke = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return { saved, create, revoke };
}
