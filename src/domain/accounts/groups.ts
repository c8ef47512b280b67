/**
 * The account groups of accounts §3.4: who a user is. Every code with its exact Russian label; the
 * locked groups (supplier, partner) may be chosen by an admin only. Pure: shared by the account
 * screens and the server.
 */

/** The eight groups a profile offers, in the order of the spec. */
export const GROUP_CODES = [
  'customer',
  'user',
  'performer',
  'contractor',
  'designer',
  'other',
  'supplier',
  'partner',
] as const;

/**
 * A ninth code outside the profile list: admin status also comes from the group admin (§6). Only an
 * admin can give it; it is never offered in the profile form.
 */
export const ADMIN_GROUP = 'admin';

export type SelectableGroup = (typeof GROUP_CODES)[number];
export type GroupCode = SelectableGroup | typeof ADMIN_GROUP;

/** What an unknown or empty group becomes (§3.4). */
export const DEFAULT_GROUP: GroupCode = 'user';

export const GROUP_LABELS: Readonly<Record<GroupCode, string>> = {
  customer: 'Заказчик',
  user: 'Пользователь',
  performer: 'Исполнитель',
  contractor: 'Подрядчик',
  designer: 'Проектировщик',
  other: 'Другое',
  supplier: 'Поставщик',
  partner: 'Партнёр',
  admin: 'Администратор',
};

/** Groups only an admin may give: the two locked ones of the spec and the admin group. */
export const LOCKED_GROUPS: readonly GroupCode[] = ['supplier', 'partner', ADMIN_GROUP];

export interface GroupOption {
  code: SelectableGroup;
  label: string;
  locked: boolean;
}

/** The profile's group choices, in order, with their labels and lock state. */
export const GROUP_OPTIONS: readonly GroupOption[] = GROUP_CODES.map((code) => ({
  code,
  label: GROUP_LABELS[code],
  locked: LOCKED_GROUPS.includes(code),
}));

const ALL_CODES: readonly GroupCode[] = [...GROUP_CODES, ADMIN_GROUP];

/** Lower case, trimmed, ё read as е: 'Партнер' and ' партнёр ' name the same group. */
function fold(value: string): string {
  return value.normalize('NFC').trim().toLowerCase().replace(/ё/g, 'е');
}

const BY_KEY = new Map<string, GroupCode>();
for (const code of ALL_CODES) {
  BY_KEY.set(fold(code), code);
  BY_KEY.set(fold(GROUP_LABELS[code]), code);
}

export function isGroupCode(value: unknown): value is GroupCode {
  return typeof value === 'string' && (ALL_CODES as readonly string[]).includes(value);
}

/** The group a code or a label names, or null when it names none. */
export function findGroup(value: unknown): GroupCode | null {
  if (typeof value !== 'string') return null;
  return BY_KEY.get(fold(value)) ?? null;
}

/** §3.4: a code or a label gives its code; anything unknown or empty becomes user. */
export function normalizeGroup(value: unknown): GroupCode {
  return findGroup(value) ?? DEFAULT_GROUP;
}

/** The Russian label of a group; an unknown value reads as the default group's label. */
export function groupLabel(value: unknown): string {
  return GROUP_LABELS[normalizeGroup(value)];
}

/** Whether only an admin may give this group (supplier, partner, admin). */
export function isLockedGroup(value: unknown): boolean {
  return LOCKED_GROUPS.includes(normalizeGroup(value));
}
