/**
 * The application calls (accounts spec §7, application endpoint), against the forms endpoint:
 * 1. prepare an upload: `{ intent: 'disk.prepareUpload', fileName, fileSize, fileType }` →
 *    `{ ok, appId, uploadUrl, diskPath }`;
 * 2. PUT the raw file to uploadUrl (200, 201 and 202 are success);
 * 3. submit the payload of §3.3 → `{ ok, id }`.
 * Bodies go as text/plain JSON, replies may be serverless wrappers `{ statusCode, body }`
 * (unwrapped as for the contact call). Never throws: every outcome is a value.
 */
import {
  postForm,
  spamSignalsOf,
  type SendOptions,
  type SendResult,
  type SpamSignals,
} from './forms-client';
import { HONEYPOT_FIELD } from '../domain/leads/spam-check';
import { RESUME_ALLOWED_MIME_TYPES } from '../domain/applications/file-rules';
import type { ApplicationSubmission } from '../domain/applications/submission';

export type ApplicationFailure = Extract<SendResult, { ok: false }>;

export interface PreparedUpload {
  ok: true;
  appId: string;
  uploadUrl: string;
  diskPath: string;
}

export interface UploadRequest {
  fileName: string;
  fileSize: number;
  fileType: string;
}

/** A submission with the client id the server deduplicates by, and the form's spam signals. */
export type ApplicationPayload = ApplicationSubmission & SpamSignals & { requestId?: string };

type Json = Record<string, unknown>;
type Reply = { ok: true; body: Json } | ApplicationFailure;

const UPLOAD_OK_STATUSES = [200, 201, 202];
const SIGNAL_KEYS = new Set<string>([HONEYPOT_FIELD, 'fillMs']);

function fetcher(options: SendOptions): typeof fetch | undefined {
  return options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
}

function networkFailure(error: unknown): ApplicationFailure {
  return {
    ok: false,
    kind: 'network',
    error: error instanceof Error ? error.message : String(error),
  };
}

/** POSTs a JSON body as text/plain and reads the (possibly wrapped) reply. */
const post = (body: Json, options: SendOptions): Promise<Reply> => postForm(body, options);

/** Step 1: asks for an upload address for this file. */
export async function prepareUpload(
  request: UploadRequest,
  options: SendOptions = {},
): Promise<PreparedUpload | ApplicationFailure> {
  const reply = await post({ intent: 'disk.prepareUpload', ...request }, options);
  if (!reply.ok) return reply;
  const { appId, uploadUrl, diskPath } = reply.body;
  if (typeof appId !== 'string' || typeof uploadUrl !== 'string' || typeof diskPath !== 'string') {
    return { ok: false, kind: 'rejected', error: 'incomplete upload reply' };
  }
  return { ok: true, appId, uploadUrl, diskPath };
}

/** The PUT's content type: the file's own when it is a resume type, else octet-stream. */
export function uploadContentType(type: string): string {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return RESUME_ALLOWED_MIME_TYPES.includes(bare) ? bare : 'application/octet-stream';
}

/** Step 2: PUTs the raw file to the upload address with its content type. */
export async function uploadFile(
  uploadUrl: string,
  file: Blob,
  options: SendOptions = {},
): Promise<{ ok: true } | ApplicationFailure> {
  const doFetch = fetcher(options);
  if (!doFetch) return { ok: false, kind: 'network', error: 'fetch is not available' };
  let response: Response;
  try {
    response = await doFetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': uploadContentType(file.type) },
      body: file,
      signal: options.signal,
    });
  } catch (error) {
    return networkFailure(error);
  }
  if (UPLOAD_OK_STATUSES.includes(response.status)) return { ok: true };
  return { ok: false, kind: 'rejected', status: response.status };
}

/** Step 3: sends the application itself. */
export async function submitApplication(
  payload: ApplicationPayload,
  options: SendOptions = {},
): Promise<SendResult> {
  const { requestId, ...submission } = payload;
  // The spam signals go only when well-formed (an item queued by an older release has none).
  const body: Json = {
    ...Object.fromEntries(Object.entries(submission).filter(([key]) => !SIGNAL_KEYS.has(key))),
    ...spamSignalsOf(payload),
  };
  if (typeof requestId === 'string' && requestId) body.requestId = requestId;
  const reply = await post(body, options);
  if (!reply.ok) return reply;
  return typeof reply.body.id === 'string' ? { ok: true, id: reply.body.id } : { ok: true };
}

/** The three calls, replaceable in tests. */
export interface ApplicationsClient {
  prepareUpload: typeof prepareUpload;
  uploadFile: typeof uploadFile;
  submitApplication: typeof submitApplication;
}

export const applicationsClient: ApplicationsClient = {
  prepareUpload,
  uploadFile,
  submitApplication,
};
