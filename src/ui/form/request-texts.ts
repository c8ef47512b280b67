/** What a public request form says after a send (public-site §4, §8), shared by its forms. */

/** Public-site §4: the success toast, shown for 2 s. */
export const REQUEST_SUCCESS_TEXT = 'Ваша заявка принята!';
/** Without a connection the request waits on the device (the outbox) and is sent later. */
export const REQUEST_QUEUED_TEXT =
  'Нет соединения. Заявка сохранена на устройстве и будет отправлена автоматически.';
/** The server answered that it cannot store the request now (a 5xx): it waits on the device too. */
export const REQUEST_HELD_TEXT =
  'Сервер временно не принимает заявки. Заявка сохранена на устройстве и будет отправлена автоматически.';
/** Public-site §8: shown under the button when the send fails, followed by {email}. */
export const REQUEST_FAILURE_TEXT =
  'Не удалось отправить заявку. Попробуйте ещё раз или напишите на ';
/** The notes a public request form shows after a send that did not succeed (RequestOutcome). */
export const REQUEST_OUTCOME_TEXTS = {
  queued: REQUEST_QUEUED_TEXT,
  held: REQUEST_HELD_TEXT,
  failure: REQUEST_FAILURE_TEXT,
};
/** How long the queued or held toast stays. */
export const QUEUED_TOAST_MS = 5000;
