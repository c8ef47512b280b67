import { useSession } from '../../../features/auth/use-session';
import type { AuthStatus } from './auth-slot';

/**
 * The header's session state: 'unknown' in the prerendered HTML, during hydration and while the
 * session is being checked; then 'signed-in' or 'signed-out'.
 */
export function useAuthStatus(): AuthStatus {
  return useSession().status;
}
