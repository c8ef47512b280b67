import type { ApplicationsClient } from '../../api/applications-client';
import type { ResumeFileInfo } from '../../domain/applications/submission';

export type UploadOutcome =
  { ok: true; info: ResumeFileInfo } | { ok: false; kind: 'network' | 'rejected' };

/**
 * The resume's two calls (accounts spec §7): prepare an address, then PUT the raw file there.
 * `signal` gives them up (a hung send, or the visitor's «Отправить сейчас»): a network failure.
 */
export async function uploadResume(
  client: ApplicationsClient,
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const type = file.type;
  const prepared = await client.prepareUpload(
    { fileName: name, fileSize: file.size, fileType: type },
    { signal },
  );
  if (!prepared.ok) return { ok: false, kind: prepared.kind };
  const put = await client.uploadFile(prepared.uploadUrl, file, { signal });
  if (!put.ok) return { ok: false, kind: put.kind };
  return {
    ok: true,
    info: { appId: prepared.appId, diskPath: prepared.diskPath, name, type, size: file.size },
  };
}
