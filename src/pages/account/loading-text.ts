/** Accounts §2.5: what a list or form reads while it loads. */
export const LOADING_TEXT = 'Загрузка…';
/** Accounts §2.5: an empty list. */
export const EMPTY_TEXT = 'Нет данных';
