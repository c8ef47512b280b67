import { useSyncExternalStore } from 'react';
import { createStore } from '../external-store';

export type ToastPlacement = 'dock' | 'top';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  text: string;
  /** null keeps the toast until it is dismissed (an update offer, say). */
  durationMs: number | null;
  placement: ToastPlacement;
  action?: ToastAction;
}

/** Dock toast default text and duration (public-site §2.10). */
export const DOCK_TOAST_DEFAULT_TEXT = 'Сохранено';
export const DOCK_TOAST_MS = 2400;
/** Success toasts of the forms (public-site §4, accounts §2.2). */
export const SUCCESS_TOAST_MS = 2000;

/**
 * No toast: the store's first value and the server's, the same array, so hydration finds nothing
 * changed (a different empty array made React render the toast viewports again right after it).
 */
const EMPTY: readonly Toast[] = [];
const toasts = createStore<readonly Toast[]>(EMPTY);
let nextId = 1;

export function showToast(
  text: string,
  options: {
    durationMs?: number | null;
    placement?: ToastPlacement;
    action?: ToastAction;
  } = {},
): number {
  const toast: Toast = {
    id: nextId++,
    text,
    durationMs: options.durationMs === undefined ? SUCCESS_TOAST_MS : options.durationMs,
    placement: options.placement ?? 'top',
    ...(options.action ? { action: options.action } : {}),
  };
  toasts.set([...toasts.get(), toast]);
  const { durationMs } = toast;
  if (typeof window !== 'undefined' && durationMs !== null) {
    window.setTimeout(() => dismissToast(toast.id), durationMs);
  }
  return toast.id;
}

/** The global dock toast: 'Сохранено' for 2400 ms unless told otherwise. */
export function showDockToast(text: string = DOCK_TOAST_DEFAULT_TEXT): number {
  return showToast(text, { durationMs: DOCK_TOAST_MS, placement: 'dock' });
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toasts.subscribe, toasts.get, () => EMPTY);
}

/** Removes every toast (between tests, or when a page wants a clean slate). */
export function dismissAllToasts(): void {
  toasts.set(EMPTY);
}
