import {
  batch,
  PRELOAD_BATCH_DELAY_MS,
  PRELOAD_BATCH_SIZE,
} from '../../domain/preload/preload-schedule';

/** Loads one asset; resolves when it has settled (loaded or failed). */
export type LoadAsset = (url: string) => Promise<void>;

/** Fetches an image or SVG document through an Image element; a failure also counts as done. */
export const loadImage: LoadAsset = (url) =>
  new Promise<void>((resolve) => {
    const image = new Image();
    const done = () => {
      image.onload = null;
      image.onerror = null;
      resolve();
    };
    image.onload = done;
    image.onerror = done;
    image.decoding = 'async';
    image.src = url;
    if (image.complete && image.naturalWidth > 0) done();
  });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the assets in batches of 4, each batch after the previous one settled plus 60 ms. A
 * rejected load counts as done. Stops early when `isCancelled` turns true.
 */
export async function preloadInBatches(
  urls: readonly string[],
  load: LoadAsset,
  isCancelled: () => boolean = () => false,
): Promise<void> {
  const batches = batch(urls, PRELOAD_BATCH_SIZE);
  for (const [index, items] of batches.entries()) {
    if (isCancelled()) return;
    if (index > 0) await wait(PRELOAD_BATCH_DELAY_MS);
    if (isCancelled()) return;
    await Promise.all(items.map((url) => load(url).catch(() => undefined)));
  }
}
