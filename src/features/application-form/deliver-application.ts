import type { ApplicationPayload, ApplicationsClient } from '../../api/applications-client';
import type { ApplicationValues } from '../../domain/applications/application';
import { buildSubmission, withResume } from '../../domain/applications/submission';
import type { OutboxFile } from '../../offline/outbox';
import type { QueueApplication } from '../../offline/queue-application';
import { readBytes } from '../../offline/read-bytes';
import type { SpamSignalFields } from '../../ui/form/use-spam-signals';
import { showToast } from '../../ui/toast/toast-store';
import {
  APPLICATION_HELD_TEXT,
  APPLICATION_QUEUED_TEXT,
  QUEUED_TOAST_MS,
} from './application-messages';
import { randomId } from '../../domain/random-id';
import type { useResume } from './use-resume';
import { SEND_TIMEOUT_MS, withSendTimeout } from '../../offline/send-timeouts';
import { isTransient } from '../../offline/transient';

interface SubmitDeps {
  client: ApplicationsClient;
  queue: QueueApplication;
  resumeState: ReturnType<typeof useResume>;
  /** The honeypot and the fill time, read when the visitor submits. */
  readSignals: () => SpamSignalFields;
  onSent: () => void;
  /** Kept on the device; `held` when the server answered that it cannot take it now. */
  onQueued: (held: boolean) => void;
  onFailed: () => void;
  onUploadRefused: () => void;
}

async function fileBytes(file: File, name: string): Promise<OutboxFile> {
  return { name, type: file.type, data: await readBytes(file) };
}

/**
 * Sends a valid application (accounts spec §7): a resume kept on the device is uploaded first
 * (prepare, PUT), then the submission goes with the resume's file info. Without a connection, when
 * a call fails on the network, or while the server cannot take it (a 5xx, 408, 429), the whole
 * application waits in the outbox under the same request id — with the resume's bytes when it is
 * not uploaded yet.
 */
export function createDelivery(deps: SubmitDeps) {
  const { client, queue, resumeState } = deps;
  const { resume } = resumeState;

  const keep = async (
    payload: Parameters<QueueApplication>[0],
    local?: { file: File; name: string },
    held = false,
  ) => {
    try {
      await queue(payload, local ? await fileBytes(local.file, local.name) : undefined);
    } catch {
      // The device cannot keep it either: say the send failed and keep the answers.
      deps.onFailed();
      return;
    }
    showToast(held ? APPLICATION_HELD_TEXT : APPLICATION_QUEUED_TEXT, {
      durationMs: QUEUED_TOAST_MS,
    });
    deps.onQueued(held);
  };

  return async (values: ApplicationValues, offline: boolean): Promise<void> => {
    // Measured now: a queued application keeps the time its visitor took, not when it is sent.
    const signals = deps.readSignals();
    const requestId = randomId();
    const local = resume.status === 'local' ? { file: resume.file, name: resume.name } : undefined;
    const mention =
      resume.status === 'local' || resume.status === 'uploaded'
        ? { name: resume.name, size: resume.file.size }
        : undefined;
    let submission: ApplicationPayload = {
      ...buildSubmission(
        values,
        window.location.href,
        mention,
        resume.status === 'uploaded' ? resume.info : undefined,
      ),
      ...signals,
    };
    if (offline) return keep({ ...submission, requestId }, local);
    if (local) {
      const uploaded = await resumeState.uploadLocal();
      if (uploaded && !uploaded.ok) {
        if (isTransient(uploaded)) {
          return keep({ ...submission, requestId }, local, uploaded.kind === 'rejected');
        }
        return deps.onUploadRefused();
      }
      if (uploaded) submission = withResume(submission, uploaded.info);
    }
    // A small JSON like a contact request: given up when it hangs, and the application kept.
    const result = await withSendTimeout(SEND_TIMEOUT_MS.contact, (signal) =>
      client.submitApplication({ ...submission, requestId }, { signal }),
    );
    if (result.ok) return deps.onSent();
    if (isTransient(result)) {
      return keep({ ...submission, requestId }, undefined, result.kind === 'rejected');
    }
    deps.onFailed();
  };
}
