/**
 * The accounts' fixed Russian messages (accounts §5.4, §8), apart from the rules in credentials.ts:
 * the API client needs the words, not the password rules and their list of common passwords.
 */
export const PASSWORDS_DIFFER_MESSAGE = 'Пароли не совпадают.';
export const AGREEMENT_MESSAGE = 'Подтвердите, что ознакомлены с условиями и принимаете их.';
/** §5.4: the identifier must contain an at sign. */
export const LOGIN_EMAIL_MESSAGE = 'Введите e-mail (сейчас вход по e-mail).';
/** §8: a wrong pair or an unknown e-mail, worded the same. */
export const LOGIN_FAILED_MESSAGE = 'Неверный e-mail или пароль.';
/** §8: register answered 409. */
export const EMAIL_TAKEN_MESSAGE = 'Аккаунт с такой почтой уже зарегистрирован.';
/** §8: register answered 400. */
export const CHECK_DATA_MESSAGE = 'Проверьте корректность введённых данных.';
