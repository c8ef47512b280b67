import { validateEstimateRequest } from '../../../src/domain/validation/estimate-request';
import { minimalPdf, PDF_TYPE } from '../uploads/fixtures';
import { validContact } from './contact-fixtures';
import { sentIndoorEstimate } from './estimate-fixtures';

/**
 * Outbox items as the current release keeps them on a device (IndexedDB `kub-outbox`, see
 * src/offline/outbox.ts and queue-request.ts / queue-application.ts): the request id is the item's
 * id, the payload is the form's request without it, a resume travels as bytes with its name and type.
 * A later server must still deliver every one of them.
 */
/** The stored shape of `OutboxItem` (src/offline/outbox.ts), which needs the DOM's types. */
export interface QueuedItem {
  id: string;
  kind: 'contact' | 'application';
  payload: Record<string, unknown>;
  createdAt: string;
  attempts: number;
  status: 'pending' | 'sending' | 'refused';
  file?: { name: string; type: string; data: ArrayBuffer };
  upload?: { appId: string; diskPath: string };
}

const queued = { createdAt: '2026-11-24T09:15:00.000Z', attempts: 2, status: 'pending' } as const;

const estimateRequest = () => {
  const checked = validateEstimateRequest({
    name: 'Ольга Смирнова',
    phone: '+7 (921) 555-44-33',
    email: '',
    estimate: sentIndoorEstimate(),
    page: 'https://kub.example/services/electrical/indoor',
    consent: true,
  });
  if (!checked.ok) throw new Error('the fixture estimate must be valid');
  return checked.value.request;
};

export function queuedOutboxItems(): QueuedItem[] {
  const pdf = new ArrayBuffer(minimalPdf().length);
  new Uint8Array(pdf).set(minimalPdf());
  return [
    {
      ...queued,
      id: '5b0c6f5e-8f0a-4d8e-9a43-2f7d8b1c0a01',
      kind: 'contact',
      payload: { ...validContact(), website: '', fillMs: 18_500 },
    },
    {
      ...queued,
      id: '5b0c6f5e-8f0a-4d8e-9a43-2f7d8b1c0a02',
      kind: 'contact',
      payload: { ...estimateRequest(), estimate: sentIndoorEstimate(), website: '', fillMs: 9_000 },
    },
    {
      ...queued,
      id: '5b0c6f5e-8f0a-4d8e-9a43-2f7d8b1c0a03',
      kind: 'application',
      payload: {
        name: 'Пётр Сидоров',
        email: 'petr@example.ru',
        phone: '+7 (921) 000-11-22',
        option: 'Новая анкета — электромонтажник',
        message: 'Контакты\nФИО: Пётр Сидоров\nГород: Архангельск',
        page: 'https://kub.example/pro',
        website: '',
        fillMs: 64_000,
      },
      file: {
        name: 'резюме.pdf',
        type: PDF_TYPE,
        data: pdf,
      },
    },
    {
      // Queued before the spam signals existed (issue 12): none are sent, and none are needed.
      ...queued,
      id: '5b0c6f5e-8f0a-4d8e-9a43-2f7d8b1c0a04',
      kind: 'application',
      payload: {
        name: 'Анна Козлова',
        email: 'anna@example.ru',
        phone: '+7 (911) 765-43-21',
        option: 'Новая анкета',
        message: 'Контакты\nФИО: Анна Козлова',
        page: 'https://kub.example/pro',
      },
    },
  ];
}
