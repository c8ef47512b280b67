import { RESUME_ACCEPT_LIST } from '../domain/applications/file-rules';
import { paths } from './paths';

/**
 * The installed app as a share target for resumes: the manifest's `share_target`, the field the
 * file arrives in, and the address the share ends on (the vacancies page with a marker in its
 * query). The service worker, the server and the application form all read them from here.
 */

/** The multipart field that carries the shared file (manifest `params.files[].name`). */
export const SHARED_RESUME_FIELD = 'resume';
/** The query parameter of the vacancies page that tells the form what the share brought. */
export const SHARED_PARAM = 'shared';

const EMPTY_MARKER = 'none';
const FAILED_MARKER = 'failed';
/** A stored share's key: a UUID (crypto.randomUUID). */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What became of a share: the file is kept on the device under `key`; the share carried no file;
 * or it could not be kept (storage failed, or the server received it because no service worker
 * controlled the app yet).
 */
export type ShareOutcome = { kind: 'kept'; key: string } | { kind: 'empty' } | { kind: 'failed' };

/** The manifest's `share_target`: PDF, DOC and DOCX, the types the resume rules accept. */
export function shareTargetManifest() {
  return {
    action: paths.shareTarget,
    method: 'POST' as const,
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: SHARED_RESUME_FIELD, accept: [...RESUME_ACCEPT_LIST] }],
    },
  };
}

/** Where a share ends: the vacancies page, its query saying what the form should pick up. */
export function shareRedirect(outcome: ShareOutcome): string {
  const marker =
    outcome.kind === 'kept' ? outcome.key : outcome.kind === 'empty' ? EMPTY_MARKER : FAILED_MARKER;
  return `${paths.vacancies}?${SHARED_PARAM}=${encodeURIComponent(marker)}`;
}

/** Whether a string can be the key of a kept share. */
export function isShareKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The share a page address speaks of (its query, with or without '?'); null for none or junk. */
export function readShareMarker(search: string): ShareOutcome | null {
  const value = new URLSearchParams(search.slice(0, 4096)).get(SHARED_PARAM);
  if (value === null) return null;
  if (isShareKey(value)) return { kind: 'kept', key: value };
  if (value === EMPTY_MARKER) return { kind: 'empty' };
  if (value === FAILED_MARKER) return { kind: 'failed' };
  return null;
}

/** The query without the share marker ('' or '?…'), for the address once the form has it. */
export function withoutShareMarker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHARED_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
