import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scroll-lock';
import { registerOpenModal } from './modal-stack';
import { useFocusTrap } from './use-focus-trap';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name: shown as the heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Dialog width in px: 980 by default, 560 for the error modal (accounts §2.1). */
  width?: number;
  /** Backdrop opacity: 0.55 by default (public-site §2.9). */
  backdropOpacity?: number;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A dialog that closes on Escape, a backdrop click and its close button; locks page scroll, traps
 * focus and gives focus back when it closes; hides the dock while open.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  width = 980,
  backdropOpacity = 0.55,
  initialFocusRef,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useFocusTrap(dialogRef, open, initialFocusRef);

  useEffect(() => {
    if (!open) return undefined;
    const unlock = lockScroll();
    const unregister = registerOpenModal();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unregister();
      unlock();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className="modal-root">
      <div
        className="modal-backdrop"
        style={{ opacity: backdropOpacity }}
        data-testid="modal-backdrop"
        onClick={() => onClose()}
        aria-hidden="true"
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['modal-dialog', className].filter(Boolean).join(' ')}
        style={{ maxWidth: width }}
      >
        <div className="modal-head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label="Закрыть" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
