import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scroll-lock';
import { registerOpenModal } from './modal-stack';
import './modal.css';
import { ICON_PATHS, LineIcon } from '../line-icon';

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
 * A modal `<dialog>` opened with `showModal()`: the browser puts it in the top layer, makes the
 * rest of the page inert (so Tab stays inside and nothing behind can be clicked or read), and turns
 * Escape into a `cancel` event. Closes on Escape, a click on the backdrop and its close button;
 * locks page scroll, gives focus back when it closes, hides the dock while open.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus({ preventScroll: true });
    const unlock = lockScroll();
    const unregister = registerOpenModal();
    // Escape: the owner decides (it closes by setting `open`). A browser may still close a dialog
    // whose cancel was refused too often without a user gesture: then the owner is told too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      unregister();
      unlock();
      if (previouslyFocused && document.contains(previouslyFocused)) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  // The box inside fills the dialog edge to edge, so a click that lands on the dialog element
  // itself landed on its ::backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const style = { maxWidth: width, '--modal-backdrop-opacity': backdropOpacity };

  return createPortal(
    // The click handler only serves the pointer: Escape and the close button serve the keyboard.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      data-testid="modal-backdrop"
      style={style as CSSProperties}
      onClick={onBackdropClick}
    >
      <div className="modal-box">
        <div className="modal-head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label="Закрыть" onClick={onClose}>
            <LineIcon d={ICON_PATHS.close} size={20} />
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
