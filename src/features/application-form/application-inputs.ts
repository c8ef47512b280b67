import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import type { TextFieldProps } from '../../ui/form/text-field';

/** How each text answer of the application form is typed: keyboard, autofill, cap, example. */
export const APPLICATION_INPUTS = {
  fio: {
    type: 'text',
    autoComplete: 'name',
    maxLength: 200,
    placeholder: T.fioPlaceholder,
    required: true,
  },
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
    placeholder: T.phonePlaceholder,
    required: true,
  },
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: 254,
    placeholder: T.emailPlaceholder,
    required: true,
  },
  customIncome: {
    type: 'text',
    maxLength: 100,
    placeholder: T.customIncomePlaceholder,
    required: true,
  },
  portfolio: {
    type: 'url',
    inputMode: 'url',
    autoComplete: 'url',
    maxLength: 500,
    placeholder: T.portfolioPlaceholder,
    optional: true,
  },
} as const satisfies Record<string, Partial<TextFieldProps>>;

export type ApplicationTextInput = keyof typeof APPLICATION_INPUTS;
