/**
 * The submission payload of the application call (accounts spec §3.3) and the resume file info
 * it may carry (§3.2). Pure.
 */
import type { ApplicationValues } from './application';
import { applicationOption, buildApplicationMessage } from './message';
import { sanitizeEmail } from '../validation/email';
import type { SubmittedFields } from '../leads/lead-model';

/** A resume uploaded to the server (§3.2). */
export interface ResumeFileInfo {
  appId: string;
  diskPath: string;
  name: string;
  type: string;
  size: number;
}

export interface ApplicationSubmission extends SubmittedFields {
  appId?: string;
  file?: { name: string; type: string; size: number; diskPath: string };
}

/** The file part of a submission for an uploaded resume. */
export function withResume(
  submission: ApplicationSubmission,
  resume: ResumeFileInfo,
): ApplicationSubmission {
  const { appId, diskPath, name, type, size } = resume;
  return { ...submission, appId, file: { name, type, size, diskPath } };
}

/**
 * The payload for these answers, sent from `page`. `resume` names the file in the message; pass the
 * uploaded file info as `uploaded` to link it (a resume still on the device is linked later).
 */
export function buildSubmission(
  values: ApplicationValues,
  page: string,
  resume?: { name: string; size: number },
  uploaded?: ResumeFileInfo,
): ApplicationSubmission {
  const submission: ApplicationSubmission = {
    name: values.fio.trim(),
    email: sanitizeEmail(values.email),
    phone: values.phone.trim(),
    option: applicationOption(values.role),
    message: buildApplicationMessage(values, resume),
    page,
  };
  return uploaded ? withResume(submission, uploaded) : submission;
}
