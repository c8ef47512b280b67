import { LEAD_KIND_LABELS } from '../../../src/domain/leads/lead-model';
import { formatMoscowDateTime } from '../../../src/domain/leads/moscow-time';
import { formatFileSize } from '../../../src/domain/applications/file-size';
import type { LeadAnnouncement } from './lead-announcement';

export interface EmailMessage {
  subject: string;
  text: string;
  /** Stable per lead, so a rare second copy (a crash between sending and recording) is recognisable. */
  messageId: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const orDash = (value: string) => (value.trim() ? value.trim() : '—');

/** «Новая заявка №12: Иван Петров — Электромонтаж» / «Новая анкета №13: … — электромонтажник». */
export function emailSubject(lead: LeadAnnouncement): string {
  const head = `Новая ${LEAD_KIND_LABELS[lead.kind].toLowerCase()} №${lead.id}`;
  const parts = [oneLine(lead.name), oneLine(lead.topic)].filter(Boolean);
  return parts.length > 0 ? `${head}: ${parts.join(' — ')}` : head;
}

/** The plain-text announcement of a new lead, in Russian, with every submitted field. */
export function emailMessage(lead: LeadAnnouncement): EmailMessage {
  const isApplication = lead.kind === 'application';
  const lines = [
    `${emailSubject(lead)}.`,
    '',
    `Получена: ${formatMoscowDateTime(lead.receivedAt)} (МСК)`,
    `Имя: ${orDash(lead.name)}`,
    `E-mail: ${orDash(lead.email)}`,
    `Телефон: ${orDash(lead.phone)}`,
    `${isApplication ? 'Вакансия' : 'Тема'}: ${orDash(lead.topic)}`,
    ...(isApplication ? [`Вариант: ${orDash(lead.option)}`] : []),
    `Страница: ${orDash(lead.page)}`,
    ...(isApplication
      ? [
          `Резюме: ${
            lead.resume
              ? `${lead.resume.name} (${formatFileSize(lead.resume.size).replace(/\u00a0/g, ' ')})`
              : 'нет'
          }`,
        ]
      : []),
    '',
    'Сообщение:',
    orDash(lead.message),
  ];
  if (lead.url) lines.push('', `Открыть во входящих: ${lead.url}`);
  return {
    subject: emailSubject(lead),
    text: `${lines.join('\n')}\n`,
    messageId: `<lead-${lead.id}@kub.local>`,
  };
}
