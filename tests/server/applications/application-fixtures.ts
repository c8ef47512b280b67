import type { TestApp } from '../helpers';
import { requireSqlite } from '../../../server/db/database';

/** A valid application payload (accounts spec §3.3) without a resume. */
export const validApplication = () => ({
  name: 'Иван Петров',
  email: 'ivan@example.ru',
  phone: '+7 (911) 123-45-67',
  option: 'Новая анкета — электромонтажник',
  message:
    'Контакты\nФИО: Иван Петров\nГород: Архангельск\n\nЖелаемая должность\nДолжность: электромонтажник',
  page: 'https://kub.example/pro',
});

/** POSTs a body (an object as JSON text, or raw text) to the forms endpoint. */
export function sendForm(t: TestApp, body: unknown, contentType = 'text/plain') {
  return t.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function applicationRows(t: TestApp) {
  return requireSqlite(t.database).prepare('SELECT * FROM application ORDER BY id').all() as Record<
    string,
    unknown
  >[];
}
