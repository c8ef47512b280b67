import { useRef, useState } from 'react';
import type { ApplicationsClient } from '../../api/applications-client';
import {
  checkResumeFile,
  FILE_MISSING_MESSAGE,
  FILE_UPLOAD_FAILED_MESSAGE,
} from '../../domain/applications/file-rules';
import type { ResumeFileInfo } from '../../domain/applications/submission';
import { uploadResume, type UploadOutcome } from './upload-resume';

/**
 * The resume's states (accounts spec §4.1): idle, uploading, uploaded (file info kept), failed
 * (error on the field, file info dropped); plus 'local': picked without a connection, kept on the
 * device and uploaded with the application (or by the outbox later).
 */
export type ResumeState =
  | { status: 'idle'; error?: string }
  | { status: 'uploading'; file: File; name: string }
  | { status: 'uploaded'; file: File; name: string; info: ResumeFileInfo }
  | { status: 'local'; file: File; name: string }
  | { status: 'failed'; error: string };

const IDLE: ResumeState = { status: 'idle' };

function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useResume(client: ApplicationsClient) {
  const [resume, setResume] = useState<ResumeState>(IDLE);
  // Each pick, removal or reset starts a new generation; a late answer of an older one is ignored.
  const generation = useRef(0);

  const run = async (file: File, name: string, signal?: AbortSignal): Promise<UploadOutcome> => {
    const mine = ++generation.current;
    setResume({ status: 'uploading', file, name });
    const outcome = await uploadResume(client, file, name, signal);
    if (mine !== generation.current) return outcome;
    setResume(
      outcome.ok
        ? { status: 'uploaded', file, name, info: outcome.info }
        : { status: 'failed', error: FILE_UPLOAD_FAILED_MESSAGE },
    );
    return outcome;
  };

  /** A file was chosen (or the choice was emptied): check it on the device, then upload it. */
  const pick = (file: File | null) => {
    const checked = checkResumeFile(file);
    if (!file || !checked.ok) {
      generation.current += 1;
      setResume({ status: 'idle', error: checked.ok ? FILE_MISSING_MESSAGE : checked.error });
      return;
    }
    if (deviceOffline()) {
      generation.current += 1;
      setResume({ status: 'local', file, name: checked.name });
      return;
    }
    void run(file, checked.name);
  };

  /** Uploads a resume kept on the device (at submission); other states answer as they are. */
  const uploadLocal = async (signal?: AbortSignal): Promise<UploadOutcome | null> => {
    if (resume.status !== 'local') return null;
    return run(resume.file, resume.name, signal);
  };

  /** Shows a message on the field with no file chosen (a shared file that did not arrive). */
  const refuse = (error: string) => {
    generation.current += 1;
    setResume({ status: 'idle', error });
  };

  const reset = () => {
    generation.current += 1;
    setResume(IDLE);
  };

  return { resume, pick, uploadLocal, refuse, reset };
}
