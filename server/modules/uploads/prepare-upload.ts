import { randomUUID } from 'node:crypto';
import {
  FILE_MISSING_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  checkResumeFile,
} from '../../../src/domain/applications/file-rules';
import type { UploadRepository } from './upload-repository';
import { uploadError, type UploadErrorBody } from './upload-texts';
import { diskPathFor, hashUploadToken, newUploadToken, uploadUrlFor } from './upload-token';

export interface PrepareInput {
  fileName?: unknown;
  fileSize?: unknown;
  fileType?: unknown;
}

export interface PreparedUpload {
  ok: true;
  appId: string;
  uploadUrl: string;
  diskPath: string;
}

/**
 * Step 1 of the application call: checks the announced file by the rules of §5.2 (name, size, and
 * extension after decoding the name) and opens a one-time upload address valid for `ttlMs`.
 */
export async function prepareUpload(
  repository: UploadRepository,
  input: PrepareInput,
  ttlMs: number,
  now = Date.now(),
): Promise<PreparedUpload | UploadErrorBody> {
  const fileType = typeof input.fileType === 'string' ? input.fileType.trim().slice(0, 255) : '';
  const check = checkResumeFile({
    name: typeof input.fileName === 'string' ? input.fileName : '',
    size: typeof input.fileSize === 'number' ? input.fileSize : Number.NaN,
    type: fileType,
  });
  if (!check.ok) {
    if (check.error === FILE_MISSING_MESSAGE) return uploadError('prepare', 'file_missing');
    if (check.error === FILE_TOO_LARGE_MESSAGE) return uploadError('prepare', 'file_too_large');
    return uploadError('prepare', 'file_type');
  }
  const appId = randomUUID();
  const token = newUploadToken();
  await repository.insertPending({
    appId,
    tokenHash: hashUploadToken(token),
    fileName: check.name,
    declaredType: fileType,
    declaredSize: input.fileSize as number,
    declaredKind: check.kind,
    expiresAt: now + ttlMs,
  });
  return { ok: true, appId, uploadUrl: uploadUrlFor(token), diskPath: diskPathFor(appId) };
}
