/**
 * The choice behaviour of the application form (accounts spec §4.1), as pure functions of the
 * values: single choices toggle off when clicked again, lists add or remove, 'Нет' excludes the
 * other tools, and a new pay type resets the income (preselecting own level where it is the only
 * choice).
 */
import type { ApplicationValues, MultiChoiceField, SingleChoiceField } from './application';
import { defaultIncomeFor } from './income';
import { TOOLS_NONE } from './options';

/** The next value of a single choice: the clicked option, or '' when it was already chosen. */
export function toggleSingle(current: string, clicked: string): string {
  return current === clicked ? '' : clicked;
}

/** The next list of a multiple choice: the clicked option added, or removed when present. */
export function toggleMulti(current: readonly string[], clicked: string): string[] {
  return current.includes(clicked)
    ? current.filter((value) => value !== clicked)
    : [...current, clicked];
}

/** Tools and transport: choosing 'Нет' clears the others; any other choice removes 'Нет'. */
export function toggleTool(current: readonly string[], clicked: string): string[] {
  if (current.includes(clicked)) return current.filter((value) => value !== clicked);
  if (clicked === TOOLS_NONE) return [TOOLS_NONE];
  return [...current.filter((value) => value !== TOOLS_NONE), clicked];
}

/** A new pay type: income and the custom amount start over. */
export function withPayType(values: ApplicationValues, payType: string): ApplicationValues {
  return { ...values, payType, income: defaultIncomeFor(payType), customIncome: '' };
}

/** Applies a click on a single-choice option to the whole application. */
export function chooseSingle(
  values: ApplicationValues,
  field: SingleChoiceField,
  clicked: string,
): ApplicationValues {
  const next = toggleSingle(values[field], clicked);
  if (field === 'payType') return withPayType(values, next);
  return { ...values, [field]: next };
}

/** Applies a click on a multiple-choice option to the whole application. */
export function chooseMulti(
  values: ApplicationValues,
  field: MultiChoiceField,
  clicked: string,
): ApplicationValues {
  const next =
    field === 'tools' ? toggleTool(values.tools, clicked) : toggleMulti(values[field], clicked);
  return { ...values, [field]: next };
}
