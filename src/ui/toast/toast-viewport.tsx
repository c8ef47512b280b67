import { dismissToast, useToasts, type ToastPlacement } from './toast-store';
import './toast.css';

/** Shows the current toasts of one placement in a polite live region. */
export function ToastViewport({ placement }: { placement: ToastPlacement }) {
  const toasts = useToasts().filter((toast) => toast.placement === placement);
  return (
    <div className={`toast-viewport toast-viewport--${placement}`} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={toast.action ? 'toast toast--with-action' : 'toast'}>
          <span>{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
