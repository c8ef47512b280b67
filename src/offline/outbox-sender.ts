import { sendContactRequest, type SendOptions } from '../api/forms-client';
import {
  prepareUpload,
  submitApplication,
  uploadFile,
  type ApplicationPayload,
} from '../api/applications-client';
import type { ContactRequest } from '../domain/validation/contact';
import type {
  OutboxItem,
  OutboxKind,
  OutboxSendContext,
  OutboxSender,
  SendOutcome,
} from './outbox';

type KindSender = (
  item: OutboxItem,
  options: SendOptions,
  context: OutboxSendContext,
) => Promise<SendOutcome>;

/**
 * A queued application: prepare, upload the resume from a fresh Blob of the stored bytes, submit.
 * A successful upload is recorded on the item first, so a retry after a later failure submits
 * without uploading again. A failure at any step is returned as it is: the outbox keeps the item
 * pending on a network failure and marks it refused on a 4xx.
 */
async function sendApplication(
  item: OutboxItem,
  options: SendOptions,
  context: OutboxSendContext,
): Promise<SendOutcome> {
  const payload: ApplicationPayload = {
    ...(item.payload as unknown as ApplicationPayload),
    requestId: item.id,
  };
  const { file } = item;
  if (!file) return submitApplication(payload, options);
  let upload = item.upload;
  if (!upload) {
    const prepared = await prepareUpload(
      { fileName: file.name, fileSize: file.data.byteLength, fileType: file.type },
      options,
    );
    if (!prepared.ok) return prepared;
    const blob = new Blob([file.data], { type: file.type });
    const put = await uploadFile(prepared.uploadUrl, blob, options);
    if (!put.ok) return put;
    upload = { appId: prepared.appId, diskPath: prepared.diskPath };
    await context.patch({ upload });
  }
  return submitApplication(
    {
      ...payload,
      appId: upload.appId,
      file: {
        name: file.name,
        type: file.type,
        size: file.data.byteLength,
        diskPath: upload.diskPath,
      },
    },
    options,
  );
}

const SENDERS: Record<OutboxKind, KindSender> = {
  contact: (item, options) =>
    sendContactRequest(
      { ...(item.payload as unknown as ContactRequest), requestId: item.id },
      options,
    ),
  application: sendApplication,
};

/** Sends one outbox item with the same API calls the forms use online; the item id is the request id. */
export function createOutboxSender(options: SendOptions = {}): OutboxSender {
  return (item, context) =>
    SENDERS[item.kind](item, { ...options, signal: context.signal ?? options.signal }, context);
}
