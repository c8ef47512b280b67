/** Who is an admin, and what only an admin may do (accounts §6). Pure. */
import { ADMIN_GROUP, isLockedGroup, normalizeGroup } from './groups';
import { normalizeRole } from './roles';

export interface AdminSignals {
  isAdmin?: boolean | null;
  role?: string | null;
  group?: string | null;
}

/** §6: admin status comes from the isAdmin flag, from role admin, or from group admin. */
export function isAdminUser(user: AdminSignals | null | undefined): boolean {
  if (!user) return false;
  return (
    user.isAdmin === true ||
    normalizeRole(user.role) === 'admin' ||
    normalizeGroup(user.group) === ADMIN_GROUP
  );
}

export const LOCKED_GROUP_MESSAGE = 'Недостаточно прав для выбора этой группы.';

/**
 * Whether a user may pick a group in their profile: anything unlocked, and a locked group only as
 * an admin. Keeping the group one already has (given earlier by an admin) is not a new choice.
 */
export function canChooseGroup(
  actorIsAdmin: boolean,
  nextGroup: string,
  currentGroup?: string | null,
): boolean {
  if (actorIsAdmin || !isLockedGroup(nextGroup)) return true;
  return currentGroup != null && normalizeGroup(currentGroup) === normalizeGroup(nextGroup);
}

/** Account screen tabs only admins may open: partner, supplier and admin (§2.5, §6). */
export const ADMIN_ONLY_TABS = ['partner', 'supplier', 'admin'] as const;

export function canOpenTab(tab: string, user: AdminSignals | null | undefined): boolean {
  return !(ADMIN_ONLY_TABS as readonly string[]).includes(tab) || isAdminUser(user);
}
