import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The text files the server sends precompressed (server/modules/web/web-plugin.ts). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
];

/** Below this a file fits in one packet anyway: compressing it saves no round trip. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The encodings written beside each file, by the suffix the server looks for. */
export const ENCODINGS = ['br', 'gz'] as const;
export type EncodingSuffix = (typeof ENCODINGS)[number];

export function shouldPrecompress(file: string, size: number): boolean {
  return size >= PRECOMPRESS_MIN_BYTES && PRECOMPRESSED_EXTENSIONS.includes(path.extname(file));
}

/** Brotli at its best quality (11) with the size hint, and gzip at level 9. */
export function compress(data: Buffer, encoding: EncodingSuffix): Promise<Buffer> {
  if (encoding === 'gz') return gzip(data, { level: 9 });
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Writes `file.br` and `file.gz` when the file is worth compressing (a variant that would not be
 * smaller is not written, and a stale one is removed); undefined when it is not.
 */
export async function precompressFile(
  file: string,
): Promise<{ bytes: number; br: number; gz: number } | undefined> {
  const data = await fs.readFile(file);
  if (!shouldPrecompress(file, data.length)) return undefined;
  const sizes = { bytes: data.length, br: 0, gz: 0 };
  for (const encoding of ENCODINGS) {
    const packed = await compress(data, encoding);
    const target = `${file}.${encoding}`;
    if (packed.length < data.length) {
      await fs.writeFile(target, packed);
      sizes[encoding] = packed.length;
    } else {
      await fs.rm(target, { force: true });
      sizes[encoding] = data.length;
    }
  }
  return sizes;
}

export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gz: number;
}

const isDot = (segment: string) => segment.startsWith('.');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build worth compressing, so the
 * server sends them as they are instead of compressing on each request. A variant that would not
 * be smaller is not written (and a stale one is removed). zlib runs on libuv's thread pool, so a
 * few files at a time keep every core busy.
 */
export async function precompressDir(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, br: 0, gz: 0 };
  // Files in dot folders (Vite's manifest) are never served.
  const files = (await listFiles(dir)).filter(
    (file) => !/\.(br|gz)$/.test(file) && !path.relative(dir, file).split(path.sep).some(isDot),
  );
  const limit = Math.max(2, Math.min(8, os.availableParallelism()));
  await eachLimited(files, limit, async (file) => {
    const sizes = await precompressFile(file);
    if (!sizes) return;
    totals.files += 1;
    totals.bytes += sizes.bytes;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  });
  return totals;
}

export function formatTotals(totals: PrecompressTotals): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return `precompressed ${totals.files} files: ${kb(totals.bytes)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`;
}
