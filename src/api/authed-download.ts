/**
 * A download that needs the bearer token (so it cannot be a plain link): fetched with the token,
 * with the same refresh and one retry after a 401 as every authenticated call, then saved under
 * the name the server gives (else `fallbackName`).
 */
import { withAccessToken } from './auth-client';
import { requestFile } from './file-request';
import type { QueryValue } from './http';
import { saveBlob } from './save-blob';

export async function authedDownload(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string },
): Promise<string> {
  const file = await withAccessToken((token) => requestFile(path, { token, query: options.query }));
  const name = file.fileName ?? options.fallbackName;
  saveBlob(file.blob, name);
  return name;
}
