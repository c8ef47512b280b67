import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendContactRequest, type SendOptions } from '../../../src/api/forms-client';
import {
  prepareUpload,
  submitApplication,
  uploadFile,
  type ApplicationPayload,
} from '../../../src/api/applications-client';
import type { ContactRequest } from '../../../src/domain/validation/contact';
import { buildTestApp, type TestApp } from '../helpers';
import { queuedOutboxItems, type QueuedItem } from './queued-outbox-fixtures';

/**
 * Sends an item as the device's outbox sender does (src/offline/outbox-sender.ts, step by step;
 * that module needs the DOM's types, which the server tests are checked without): the client's own
 * calls, the item id as request id, a resume prepared, PUT from a Blob of its bytes, then submitted.
 * Returns the upload it recorded on the item, if any.
 */
async function deliver(item: QueuedItem, options: SendOptions) {
  if (item.kind === 'contact') {
    const payload = { ...(item.payload as unknown as ContactRequest), requestId: item.id };
    return { result: await sendContactRequest(payload, options), upload: item.upload };
  }
  const payload = { ...(item.payload as unknown as ApplicationPayload), requestId: item.id };
  const { file } = item;
  if (!file) return { result: await submitApplication(payload, options), upload: undefined };
  let upload = item.upload;
  if (!upload) {
    const prepared = await prepareUpload(
      { fileName: file.name, fileSize: file.data.byteLength, fileType: file.type },
      options,
    );
    if (!prepared.ok) return { result: prepared, upload };
    const put = await uploadFile(
      prepared.uploadUrl,
      new Blob([file.data], { type: file.type }),
      options,
    );
    if (!put.ok) return { result: put, upload };
    upload = { appId: prepared.appId, diskPath: prepared.diskPath };
  }
  const result = await submitApplication(
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
  return { result, upload };
}

/**
 * Issue 13: an item queued on a device by the current release (fixture) is delivered by this
 * server, over real HTTP to the forms endpoint the client was built with.
 */
describe('outbox items queued by the current release', () => {
  let t: TestApp;
  let options: SendOptions;
  beforeEach(async () => {
    t = await buildTestApp();
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The device resolves the API's addresses (the upload's is relative) against the site's origin.
    const deviceFetch: typeof fetch = (input, init) =>
      fetch(new URL(input instanceof Request ? input.url : String(input), base), init);
    options = { fetch: deviceFetch, endpoint: `${base}/api/forms` };
  });
  afterEach(() => t.close());

  it('are each delivered once, and a resend answers the same', async () => {
    const items = queuedOutboxItems();
    const uploads = [];
    for (const item of items) {
      const { result, upload } = await deliver(item, options);
      expect(result, item.id).toMatchObject({ ok: true });
      if (upload) uploads.push(upload);
    }
    // The resume was uploaded and recorded on the item; a resend only submits, as a retry does.
    expect(uploads).toHaveLength(1);
    const [withFile] = items.filter((item) => item.file);
    const resent = await deliver({ ...withFile!, upload: uploads[0] }, options);
    expect(resent.result).toMatchObject({ ok: true });
    expect((await deliver(items[0]!, options)).result).toMatchObject({ ok: true });

    const { db } = t.database;
    const contacts = await db.selectFrom('contact_request').selectAll().orderBy('id').execute();
    expect(contacts.map((row) => row.request_id)).toEqual([items[0]!.id, items[1]!.id]);
    expect(JSON.parse(String(contacts[1]?.estimate))).toMatchObject({ check: { matches: true } });
    const applications = await db.selectFrom('application').selectAll().orderBy('id').execute();
    expect(applications.map((row) => row.request_id)).toEqual([items[2]!.id, items[3]!.id]);
    expect(applications[0]?.app_id).toBe(uploads[0]?.appId);
    const stored = await db.selectFrom('upload').select(['status', 'file_name']).execute();
    expect(stored).toEqual([{ status: 'stored', file_name: 'резюме.pdf' }]);
    const leads = await db.selectFrom('lead').select(['kind', 'status']).orderBy('id').execute();
    expect(leads).toEqual([
      { kind: 'contact', status: 'new' },
      { kind: 'contact', status: 'new' },
      { kind: 'application', status: 'new' },
      { kind: 'application', status: 'new' },
    ]);
  });
});
