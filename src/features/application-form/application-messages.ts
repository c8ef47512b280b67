/** Accounts spec §2.2: the success toast, shown for 2 s. */
export const APPLICATION_SUCCESS_TEXT = 'Ваша анкета принята!';
/** Accounts spec §8: shown when the submission fails, followed by {email}. */
export const APPLICATION_FAILURE_TEXT =
  'Не удалось отправить анкету. Попробуйте ещё раз или напишите на ';
/** Without a connection the application waits on the device (the outbox) and is sent later. */
export const APPLICATION_QUEUED_TEXT =
  'Нет соединения. Анкета сохранена на устройстве и будет отправлена автоматически.';
/** The server answered that it cannot store the application now (a 5xx): it waits on the device. */
export const APPLICATION_HELD_TEXT =
  'Сервер временно не принимает анкеты. Анкета сохранена на устройстве и будет отправлена автоматически.';
/** How long the queued or held toast stays (the same as a request form's). */
export { QUEUED_TOAST_MS } from '../../ui/form/request-texts';
/**
 * A resume shared to the app did not reach the form (the app's worker was not running yet, or the
 * device could not keep the file): shown on the resume field.
 */
export const SHARED_FILE_FAILED_TEXT =
  'Не удалось принять присланный файл. Выберите его ещё раз в поле «Резюме».';
