import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { dismissAuthModal, getAuthModal, openAuthModal } from '../../features/auth/modal-store';
import { useSession } from '../../features/auth/use-session';
import { navigateTo } from '../../ui/navigation';
import { HomePage } from '../home/home-page';

const goHome = () => navigateTo(paths.home, { replace: true });

/**
 * /login and /register (public-site §2.1): the home page with the login or registration modal
 * open over it (/register with an empty e-mail). Closing the modal goes to /. A visitor who is
 * already signed in is taken to the account instead.
 */
export function AuthRoutePage({ kind }: { kind: 'login' | 'register' }) {
  const { status } = useSession();

  useEffect(() => {
    if (status === 'unknown') return undefined;
    if (status === 'signed-in') {
      navigateTo(paths.account, { replace: true });
      return undefined;
    }
    if (!getAuthModal()) {
      openAuthModal(
        kind,
        kind === 'register' ? { email: '', onClose: goHome } : { onClose: goHome },
      );
    }
    return () => {
      // Leaving the address (back button) closes the modal that belongs to it.
      if (getAuthModal()?.options.onClose === goHome) dismissAuthModal();
    };
  }, [kind, status]);

  return <HomePage />;
}
