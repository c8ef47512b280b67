/**
 * Text typed with the English keyboard layout while meaning Russian («ghjtrn» for «проект»):
 * maps each key of the standard ЙЦУКЕН layout back to its Russian letter.
 */
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const LAYOUT = new Map<string, string>(
  Array.from(LATIN_KEYS, (key, index) => [key, RUSSIAN_KEYS.charAt(index)]),
);

/** Whether the text holds Latin letters that could be Russian typed in the wrong layout. */
export function looksLikeWrongLayout(text: string): boolean {
  return /[a-z]/i.test(text) && !/[а-яё]/i.test(text);
}

/** The Russian letters for the keys pressed; other characters stay as they are. */
export function fromLatinLayout(text: string): string {
  return Array.from(text.toLowerCase(), (char) => LAYOUT.get(char) ?? char).join('');
}
