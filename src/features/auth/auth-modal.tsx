import {
  Fragment,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Modal } from '../../ui/modal/modal';
import { AuthAside } from './auth-aside';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import {
  closeAuthModal,
  MESSAGE_MODAL_WIDTH,
  MODAL_WIDTH,
  type AuthModalState,
} from './modal-store';
import { RegisterForm } from './register-form';
import './auth-modal.css';

export type ModalGuard = ComponentType<{ children: ReactNode }>;

const FORM_TITLES = {
  register: 'Регистрация',
  login: 'Вход',
  forgot: 'Восстановление пароля',
} as const;

function titleOf(state: AuthModalState): string {
  switch (state.kind) {
    case 'custom':
      return state.options.title;
    case 'review':
      return state.options.title ?? 'Отзыв';
    default:
      return FORM_TITLES[state.kind];
  }
}

function widthOf(state: AuthModalState): number {
  if (state.kind === 'custom') return state.options.width ?? MESSAGE_MODAL_WIDTH;
  if (state.kind === 'review') return state.options.width ?? MODAL_WIDTH;
  return MODAL_WIDTH;
}

function FormBody({ state }: { state: AuthModalState }) {
  switch (state.kind) {
    case 'register':
      return <RegisterForm initialEmail={state.options.email} />;
    case 'login':
      return <LoginForm initialEmail={state.options.email} />;
    case 'forgot':
      return <ForgotForm initialEmail={state.options.email} />;
    default:
      return null;
  }
}

/**
 * The account modal `openAuthModal` asked for (accounts §2.1), in its own chunk: see
 * auth-modal-host.tsx. `guard` wraps the register, login and forgot forms (the online-only notice).
 */
export function AuthModal({
  state,
  guard: Guard = Fragment,
}: {
  state: AuthModalState;
  guard?: ModalGuard;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstControl = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return (
          bodyRef.current?.querySelector<HTMLElement>('input, [role="checkbox"], button') ?? null
        );
      },
    }),
    [],
  );

  const isForm = state.kind === 'register' || state.kind === 'login' || state.kind === 'forgot';
  return (
    <Modal
      key={state.kind}
      open
      onClose={closeAuthModal}
      title={titleOf(state)}
      width={widthOf(state)}
      initialFocusRef={firstControl}
      className={isForm ? 'auth-modal auth-modal--form' : 'auth-modal'}
    >
      <div ref={bodyRef} className="auth-modal__body">
        {isForm ? (
          <div className="modal-columns auth-modal__layout">
            <AuthAside kind={state.kind} />
            <div className="auth-modal__main">
              <Guard>
                <FormBody state={state} />
              </Guard>
            </div>
          </div>
        ) : null}
        {state.kind === 'custom' ? (
          <div className="auth-message">
            <div className="auth-message__content">{state.options.content}</div>
            <button type="button" className="button auth-message__ok" onClick={closeAuthModal}>
              Понятно
            </button>
          </div>
        ) : null}
        {state.kind === 'review' ? state.options.content : null}
      </div>
    </Modal>
  );
}
