import type { InputHTMLAttributes } from 'react';
import { CONTACT_MAX_LENGTH } from '../../domain/validation/contact';

/**
 * How a person's name, e-mail and phone are typed in every form that asks for them (the contact
 * form, «Отправить расчёт»): the keyboard, the autofill hint, the length cap and the example.
 */
export const CONTACT_INPUTS = {
  name: { type: 'text', name: 'name', autoComplete: 'name', maxLength: CONTACT_MAX_LENGTH.name },
  email: {
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: CONTACT_MAX_LENGTH.email,
    placeholder: 'name@company.ru',
  },
  phone: {
    type: 'tel',
    name: 'phone',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: CONTACT_MAX_LENGTH.phone,
    placeholder: '+7 (XXX) XXX-XX-XX',
  },
} as const satisfies Record<'name' | 'email' | 'phone', InputHTMLAttributes<HTMLInputElement>>;
