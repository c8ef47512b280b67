import { lazyPart } from '../../ui/lazy-part';
import type { ModalGuard } from './auth-modal';
import { useAuthModal } from './modal-store';

export type { ModalGuard };

const AuthModal = lazyPart(() => import('./auth-modal').then((m) => m.AuthModal));

/**
 * Shows whichever account modal `openAuthModal` asked for (accounts §2.1). Mounted once, by the
 * app. The modal and its forms are a chunk of their own, loaded the first time one opens: most
 * visitors never open one. `guard` wraps the register, login and forgot forms.
 */
export function AuthModalHost({ guard }: { guard?: ModalGuard }) {
  const state = useAuthModal();
  if (!state) return null;
  return <AuthModal.Part state={state} guard={guard} />;
}
