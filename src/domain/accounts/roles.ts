/** The account roles of accounts §3.4, with Russian labels for the admin list. Pure. */

export const ROLE_CODES = ['user', 'manager', 'admin'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export const DEFAULT_ROLE: RoleCode = 'user';

export const ROLE_LABELS: Readonly<Record<RoleCode, string>> = {
  user: 'Пользователь',
  manager: 'Менеджер',
  admin: 'Администратор',
};

export interface RoleOption {
  code: RoleCode;
  label: string;
}

export const ROLE_OPTIONS: readonly RoleOption[] = ROLE_CODES.map((code) => ({
  code,
  label: ROLE_LABELS[code],
}));

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

/** A stored or received role: a known code as is, anything else the default role. */
export function normalizeRole(value: unknown): RoleCode {
  if (typeof value !== 'string') return DEFAULT_ROLE;
  const code = value.trim().toLowerCase();
  return isRoleCode(code) ? code : DEFAULT_ROLE;
}

export function roleLabel(value: unknown): string {
  return ROLE_LABELS[normalizeRole(value)];
}
