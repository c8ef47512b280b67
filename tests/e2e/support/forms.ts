import { expect, type Page } from '@playwright/test';

/**
 * Typing at a person's pace: the forms measure how long they took to fill (a form filled in under
 * 3 s is filed as spam), so a test whose lead must reach the inbox as «Новая» types one field
 * slowly, as a person would. 150 ms a character.
 */
export const HUMAN_TYPING_DELAY_MS = 150;

/** What the contact form says when the request waits on the device. */
export const QUEUED_TEXT =
  'Нет соединения. Заявка сохранена на устройстве и будет отправлена автоматически.';

/** Fills the contact form of the page's main region (public-site §2.8). */
export async function fillContactForm(
  page: Page,
  name: string,
  options: { humanPace?: boolean } = {},
): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('E-mail').fill('ivan@example.ru');
  // A section hydrated on approach may still be hydrating when the topic list is opened (its first
  // click can land on the server's HTML): open it until the list shows, as a person clicks again.
  const topic = page.getByRole('option', { name: 'Электромонтажные работы' });
  await expect(async () => {
    if (!(await topic.isVisible()))
      await form.getByRole('button', { name: /^Тема обращения/ }).click();
    await expect(topic).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await topic.click();
  const comment = form.getByLabel('Комментарий');
  const message = 'Подключить склад 120 кВт.';
  if (options.humanPace) await comment.pressSequentially(message, { delay: HUMAN_TYPING_DELAY_MS });
  else await comment.fill(message);
  await form.getByRole('checkbox').click();
}

/** A small but real PDF document. */
export function pdfBytes(label: string): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${label}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** Fills every required answer of the application form on /pro (accounts §5.1). */
export async function fillApplication(
  page: Page,
  name: string,
  options: { humanPace?: boolean } = {},
): Promise<void> {
  const main = page.getByRole('main');
  const chip = (group: string, option: string) =>
    main.getByRole('group', { name: group }).getByRole('button', { name: option });
  await main.getByRole('textbox', { name: 'Фамилия и имя' }).fill(name);
  await main.getByRole('textbox', { name: 'Телефон' }).fill('+7 (911) 555-12-34');
  await main.getByRole('textbox', { name: 'E-mail' }).fill('petrov@example.ru');
  await main.getByRole('combobox', { name: 'Город' }).fill('Архангельск');
  await page
    .getByRole('option', { name: /^Архангельск/ })
    .first()
    .click();
  await chip('Должность', 'Электромонтажник').click();
  await chip('Формат занятости', 'Постоянная').click();
  await chip('Опыт работы', '3–5 лет').click();
  await chip('Направления работ', 'Электромонтажные работы').click();
  await chip('Когда готовы приступить', 'Обсудим').click();
  await chip('Командировки и вахта', 'Только в городе').click();
  await chip('График', '5/2').click();
  await chip('Формат оплаты', 'Почасовая').click();
  const income = main.getByRole('textbox', { name: 'Ваш уровень дохода' });
  const level = '700 ₽ в час, обсуждаемо';
  if (options.humanPace) await income.pressSequentially(level, { delay: HUMAN_TYPING_DELAY_MS });
  else await income.fill(level);
  await main.getByRole('checkbox', { name: /согласен/ }).click();
}
