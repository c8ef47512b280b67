import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type Outbox } from '../../../src/offline/outbox';
import { createOutboxSender } from '../../../src/offline/outbox-sender';

const ENDPOINT = '/api/forms';
const PAYLOAD = {
  name: 'Петров Алексей',
  email: 'petrov@example.ru',
  phone: '+7 (911) 555-12-34',
  option: 'Новая анкета — электромонтажник',
  message: 'Контакты\nФИО: Петров Алексей',
  page: 'https://kub.example/pro',
};
const RESUME = '%PDF-1.4 резюме';
const RESUME_BYTES = new TextEncoder().encode(RESUME).byteLength;

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder().decode(new Uint8Array(reader.result as ArrayBuffer)));
    reader.readAsArrayBuffer(blob);
  });
}

type Step = 'prepare' | 'put' | 'submit';
type Answer = 'ok' | 'network' | 400;

/** A fake server whose answers per step the test sets; records every call. */
function server(answers: Partial<Record<Step, Answer[]>>) {
  const calls: { step: Step; body: unknown; type?: string }[] = [];
  const next = (step: Step): Answer => answers[step]?.shift() ?? 'ok';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    let step: Step;
    let body: unknown = init.body;
    if (init.method === 'PUT') step = 'put';
    else {
      body = JSON.parse(String(init.body));
      step = (body as { intent?: string }).intent ? 'prepare' : 'submit';
    }
    const type = new Headers(init.headers).get('content-type') ?? undefined;
    calls.push({ step, body, type });
    const answer = next(step);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer !== 'ok')
      return Response.json({ ok: false, error: 'Отклонено' }, { status: answer });
    if (step === 'put') return new Response(null, { status: url.endsWith('/t-1') ? 201 : 202 });
    if (step === 'prepare') {
      const n = calls.filter((call) => call.step === 'prepare').length;
      return Response.json({
        ok: true,
        appId: `app-${n}`,
        uploadUrl: `/api/uploads/t-${n}`,
        diskPath: `resumes/app-${n}`,
      });
    }
    return Response.json({ ok: true, id: 'srv-1' });
  });
  return {
    calls,
    send: createOutboxSender({ fetch: fetchMock as typeof fetch, endpoint: ENDPOINT }),
  };
}

let dbCounter = 0;
let box: Outbox;
beforeEach(async () => {
  box = createOutbox(createStore(`application-sender-${++dbCounter}`, 'items'));
  await box.enqueue('application', PAYLOAD, {
    id: 'req-1',
    file: {
      name: 'cv.pdf',
      type: 'application/pdf',
      data: new TextEncoder().encode(RESUME).buffer,
    },
  });
});

describe('the outbox sender for applications', () => {
  it('prepares, uploads a fresh Blob of the stored bytes, then submits with the file info', async () => {
    const { calls, send } = server({});
    const report = await box.flush(send);
    expect(report.sent).toEqual(['req-1']);
    expect(calls.map((call) => call.step)).toEqual(['prepare', 'put', 'submit']);
    expect(calls[0]!.body).toEqual({
      intent: 'disk.prepareUpload',
      fileName: 'cv.pdf',
      fileSize: RESUME_BYTES,
      fileType: 'application/pdf',
    });
    expect(calls[1]!.body).toBeInstanceOf(Blob);
    expect(calls[1]!.type).toBe('application/pdf');
    expect(await readBlob(calls[1]!.body as Blob)).toBe(RESUME);
    expect(calls[2]!.body).toEqual({
      ...PAYLOAD,
      requestId: 'req-1',
      appId: 'app-1',
      file: {
        name: 'cv.pdf',
        type: 'application/pdf',
        size: RESUME_BYTES,
        diskPath: 'resumes/app-1',
      },
    });
    expect(await box.list()).toEqual([]);
  });

  it('skips the upload on a retry after a recorded successful PUT', async () => {
    const { calls, send } = server({ submit: ['network'] });
    const first = await box.flush(send);
    expect(first.retry).toEqual(['req-1']);
    const [kept] = await box.list();
    expect(kept).toMatchObject({
      status: 'pending',
      attempts: 1,
      upload: { appId: 'app-1', diskPath: 'resumes/app-1' },
    });
    expect(kept!.file).toBeDefined();

    const second = await box.flush(send);
    expect(second.sent).toEqual(['req-1']);
    expect(calls.map((call) => call.step)).toEqual(['prepare', 'put', 'submit', 'submit']);
    expect(calls[3]!.body).toMatchObject({
      requestId: 'req-1',
      appId: 'app-1',
      file: { diskPath: 'resumes/app-1' },
    });
  });

  it('uploads again when the PUT itself failed on the network', async () => {
    const { calls, send } = server({ put: ['network'] });
    expect((await box.flush(send)).retry).toEqual(['req-1']);
    expect((await box.list())[0]!.upload).toBeUndefined();
    expect((await box.flush(send)).sent).toEqual(['req-1']);
    expect(calls.map((call) => call.step)).toEqual(['prepare', 'put', 'prepare', 'put', 'submit']);
    expect(calls[4]!.body).toMatchObject({ appId: 'app-2' });
  });

  it.each<[Step]>([['prepare'], ['put'], ['submit']])(
    'marks the item refused on a 4xx at %s',
    async (step) => {
      const { send } = server({ [step]: [400] });
      expect((await box.flush(send)).refused).toEqual(['req-1']);
      expect((await box.list())[0]).toMatchObject({ status: 'refused', refusal: { status: 400 } });
    },
  );

  it('leaves the item pending when prepare fails on the network', async () => {
    const { send } = server({ prepare: ['network'] });
    expect((await box.flush(send)).retry).toEqual(['req-1']);
    expect((await box.list())[0]).toMatchObject({ status: 'pending' });
  });

  it('submits an application queued without a file in one call', async () => {
    await box.remove('req-1');
    await box.enqueue(
      'application',
      {
        ...PAYLOAD,
        appId: 'app-9',
        file: { name: 'a.pdf', type: 'application/pdf', size: 3, diskPath: 'resumes/app-9' },
      },
      { id: 'req-2' },
    );
    const { calls, send } = server({});
    expect((await box.flush(send)).sent).toEqual(['req-2']);
    expect(calls.map((call) => call.step)).toEqual(['submit']);
    expect(calls[0]!.body).toMatchObject({ requestId: 'req-2', appId: 'app-9' });
  });
});
