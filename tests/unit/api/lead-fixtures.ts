import type {
  LeadDetail,
  LeadNotification,
  LeadSummary,
} from '../../../src/domain/leads/lead-records';

export function makeLead(overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id: 7,
    kind: 'contact',
    status: 'new',
    name: 'Мария Смирнова',
    email: 'maria@example.com',
    phone: '+7 911 123-45-67',
    topic: 'Электромонтаж',
    page: 'https://kub.example/services/electrical',
    receivedAt: '2026-11-25T07:42:00.000Z',
    read: false,
    assignee: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...makeLead(),
    option: 'Электромонтаж',
    message: 'Нужен щит.\nАдрес: Архангельск.',
    requestId: 'req-7',
    spamReason: null,
    resume: null,
    estimate: null,
    history: [
      { at: '2026-11-25T07:42:00.000Z', actor: null, type: 'created', from: null, to: null },
    ],
    notifications: [],
    ...overrides,
  };
}

/** A lead's notification: by default an e-mail waiting for its first try. */
export function makeNotification(overrides: Partial<LeadNotification> = {}): LeadNotification {
  return {
    channel: 'email',
    status: 'pending',
    attempts: 1,
    lastError: null,
    sentAt: null,
    nextAttemptAt: null,
    ...overrides,
  };
}
