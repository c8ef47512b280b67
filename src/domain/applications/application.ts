/**
 * The job application as the form holds it (accounts spec §3.1), in the spec's field order. Single
 * choices are '' until chosen; lists start empty. The resume file is held apart (see file-rules).
 */
export interface ApplicationValues {
  fio: string;
  phone: string;
  email: string;
  city: string;
  role: string;
  employment: string;
  exp: string;
  skillset: string[];
  certificates: string[];
  tools: string[];
  start: string;
  travel: string;
  schedule: string[];
  payType: string;
  income: string;
  customIncome: string;
  portfolio: string;
  about: string;
  contactPreference: string;
  agree: boolean;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  fio: '',
  phone: '',
  email: '',
  city: '',
  role: '',
  employment: '',
  exp: '',
  skillset: [],
  certificates: [],
  tools: [],
  start: '',
  travel: '',
  schedule: [],
  payType: '',
  income: '',
  customIncome: '',
  portfolio: '',
  about: '',
  contactPreference: '',
  agree: false,
};

export type ApplicationField = keyof ApplicationValues;
/** The fields holding one choice out of a list (a second click on the chosen one clears it). */
export type SingleChoiceField =
  'role' | 'employment' | 'exp' | 'start' | 'travel' | 'payType' | 'income' | 'contactPreference';
/** The fields holding any number of choices. */
export type MultiChoiceField = 'skillset' | 'certificates' | 'tools' | 'schedule';
