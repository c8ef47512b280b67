import type { ApplicationPayload, ApplicationsClient } from '../../api/applications-client';
import type { ApplicationValues } from '../../domain/applications/application';
import { buildSubmission, withResume } from '../../domain/applications/submission';
import type { KeptSubmission, OutboxFile } from '../../offline/outbox';
import { directSendEnd, keepFirst, settleKept } from '../../offline/outbox-first';
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

export interface SubmitDeps {
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
 * Sends a valid application (accounts spec §7) outbox first: the whole application, with its
 * resume's bytes when the resume is still on the device, is kept in the outbox under its request
 * id before the first byte goes, so a page closed or reloaded mid-send loses nothing. Then the
 * resume is uploaded (prepare, PUT; recorded on the kept item, so a later try only submits) and
 * the submission goes with the resume's file info. The server's ok or refusal removes the kept
 * item; without a connection, when a call fails on the network, or while the server cannot take
 * it (a 5xx, 408, 429), it waits in the outbox.
 */
export function createDelivery(deps: SubmitDeps) {
  const { client, queue, resumeState } = deps;
  const { resume } = resumeState;

  /** The direct send could not finish: the kept application waits, or, not kept, it failed. */
  const wait = async (kept: KeptSubmission | null, held = false) => {
    await settleKept(kept, 'waiting');
    if (!kept) {
      // The device could not keep it either: say the send failed and keep the answers.
      deps.onFailed();
      return;
    }
    showToast(held ? APPLICATION_HELD_TEXT : APPLICATION_QUEUED_TEXT, {
      durationMs: QUEUED_TOAST_MS,
    });
    deps.onQueued(held);
  };

  return async (values: ApplicationValues, offline: boolean): Promise<void> => {
    // Measured now: a kept application keeps the time its visitor took, not when it is sent.
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
    const kept = await keepFirst(async () =>
      queue(
        { ...submission, requestId },
        local ? await fileBytes(local.file, local.name) : undefined,
      ),
    );
    if (offline) return wait(kept);
    if (local) {
      // Given up when it hangs, like the outbox's sends of an application (the resume is kept).
      const uploaded = await withSendTimeout(
        SEND_TIMEOUT_MS.application,
        (signal) => resumeState.uploadLocal(signal),
        kept?.signal,
      );
      if (uploaded && !uploaded.ok) {
        if (isTransient(uploaded)) return wait(kept, uploaded.kind === 'rejected');
        await settleKept(kept, 'refused');
        return deps.onUploadRefused();
      }
      if (uploaded) {
        submission = withResume(submission, uploaded.info);
        const { appId, diskPath } = uploaded.info;
        await kept?.patch({ upload: { appId, diskPath } }).catch(() => undefined);
      }
    }
    // A small JSON like a contact request: given up when it hangs, and the application kept.
    const result = await withSendTimeout(
      SEND_TIMEOUT_MS.contact,
      (signal) => client.submitApplication({ ...submission, requestId }, { signal }),
      kept?.signal,
    );
    const end = directSendEnd(result);
    if (end === 'waiting') return wait(kept, !result.ok && result.kind === 'rejected');
    await settleKept(kept, end);
    if (result.ok) return deps.onSent();
    deps.onFailed();
  };
}
