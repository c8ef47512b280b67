/**
 * The one global opener of the account modals (accounts §2.1): register, login, forgot, a custom
 * message, or a review. One modal is shown at a time; opening another replaces it.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { createStore } from '../../ui/external-store';
import { clearFormDrafts } from './form-drafts';

/** Default width of the modals, and of the error (message) modal (§2.1, §9). */
export const MODAL_WIDTH = 980;
export const MESSAGE_MODAL_WIDTH = 560;

export interface AuthModalOptions {
  /** Prefills the e-mail field (register, login, forgot). */
  email?: string;
  /** Runs when the modal is closed without switching to another account modal. */
  onClose?: () => void;
}

export interface MessageOptions {
  title: string;
  content: ReactNode;
  width?: number;
  onClose?: () => void;
  /** The modal to go back to when this message is closed (the form that failed). */
  returnTo?: AuthModalState;
}

export interface ReviewOptions {
  content: ReactNode;
  title?: string;
  width?: number;
  onClose?: () => void;
}

export type AuthModalState =
  | { kind: 'register'; options: AuthModalOptions }
  | { kind: 'login'; options: AuthModalOptions }
  | { kind: 'forgot'; options: AuthModalOptions }
  | { kind: 'custom'; options: MessageOptions }
  | { kind: 'review'; options: ReviewOptions };

export type AuthModalKind = AuthModalState['kind'];

const current = createStore<AuthModalState | null>(null);

/** A link's click that switches the modal to another account form, carrying the e-mail typed. */
export function switchAuthModal(kind: 'register' | 'login', email: () => string) {
  return (event: { preventDefault: () => void }) => {
    event.preventDefault();
    openAuthModal(kind, { email: email() });
  };
}

export function openAuthModal(
  kind: 'register' | 'login' | 'forgot',
  options?: AuthModalOptions,
): void;
export function openAuthModal(kind: 'custom', options: MessageOptions): void;
export function openAuthModal(kind: 'review', options: ReviewOptions): void;
export function openAuthModal(
  kind: AuthModalKind,
  options: AuthModalOptions | MessageOptions | ReviewOptions = {},
): void {
  const previous = current.get();
  // Switching between the account modals keeps the close action of the first (the /login page).
  const inherited =
    previous && !('onClose' in options && options.onClose) ? previous.options.onClose : undefined;
  const merged = inherited ? { ...options, onClose: inherited } : options;
  current.set({ kind, options: merged } as AuthModalState);
}

/**
 * Shows the custom message modal with one «Понятно» button. With `returnTo` (the form that just
 * failed) closing the message goes back to that form, its input intact.
 */
export function showMessage(
  title: string,
  content: ReactNode,
  options: { width?: number; returnTo?: AuthModalState } = {},
): void {
  const { width = MESSAGE_MODAL_WIDTH, returnTo } = options;
  const inherited = returnTo ? undefined : current.get()?.options.onClose;
  current.set({
    kind: 'custom',
    options: { title, content, width, ...(returnTo ? { returnTo } : {}), onClose: inherited },
  });
}

/** Closes the modal and runs its close action, or goes back to the form a message came from. */
export function closeAuthModal(): void {
  const previous = current.get();
  if (previous?.kind === 'custom' && previous.options.returnTo) {
    current.set(previous.options.returnTo);
    return;
  }
  current.set(null);
  clearFormDrafts();
  previous?.options.onClose?.();
}

/** Closes the modal without its close action (after a successful sign-in, say). */
export function dismissAuthModal(): void {
  current.set(null);
  clearFormDrafts();
}

export function getAuthModal(): AuthModalState | null {
  return current.get();
}

export function useAuthModal(): AuthModalState | null {
  return useSyncExternalStore(current.subscribe, current.get, () => null);
}
