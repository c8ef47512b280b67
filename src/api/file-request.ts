/**
 * GET of a file from the API (an attachment: a resume, an export), with the bearer token. The
 * reply's body comes back as a Blob with the file name from Content-Disposition; a failure raises
 * an `ApiError` as the JSON calls do (the message is the reply's `error`).
 */
import { reportNetworkFailure, reportNetworkSuccess } from '../offline/connectivity';
import { fileNameFromDisposition } from './content-disposition';
import { unwrapReply } from './forms-client';
import { ApiError, apiBase, isRecord, withQuery, type QueryValue } from './http';

export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition; null when the reply names none. */
  fileName: string | null;
}

function readError(text: string, status: number): ApiError {
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = undefined;
  }
  const { body } = unwrapReply(parsed);
  const message = isRecord(body) && typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  return new ApiError(status, message, body ?? text);
}

export async function requestFile(
  path: string,
  request: { token: string; query?: Record<string, QueryValue> },
): Promise<FetchedFile> {
  let response: Response;
  let blob: Blob | null = null;
  let errorText = '';
  try {
    response = await fetch(`${apiBase()}${withQuery(path, request.query)}`, {
      method: 'GET',
      headers: { Accept: '*/*', Authorization: `Bearer ${request.token}` },
      credentials: 'include',
      cache: 'no-store',
    });
    if (response.ok) blob = await response.blob();
    else errorText = await response.text();
  } catch (error) {
    reportNetworkFailure();
    throw new ApiError(0, error instanceof Error ? error.message : String(error), null, 'network');
  }
  reportNetworkSuccess();
  if (!blob) throw readError(errorText, response.status);
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
