import { useSyncExternalStore } from 'react';
import { createStore } from '../external-store';

export type ToastPlacement = 'dock' | 'top';

export interface Toast {
  id: number;
  text: string;
  durationMs: number;
  placement: ToastPlacement;
}

/** Dock toast default text and duration (public-site §2.10). */
export const DOCK_TOAST_DEFAULT_TEXT = 'Сохранено';
export const DOCK_TOAST_MS = 2400;
/** Success toasts of the forms (public-site §4, accounts §2.2). */
export const SUCCESS_TOAST_MS = 2000;

const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;

export function showToast(
  text: string,
  options: { durationMs?: number; placement?: ToastPlacement } = {},
): number {
  const toast: Toast = {
    id: nextId++,
    text,
    durationMs: options.durationMs ?? SUCCESS_TOAST_MS,
    placement: options.placement ?? 'top',
  };
  toasts.set([...toasts.get(), toast]);
  if (typeof window !== 'undefined') {
    window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
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

const EMPTY: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toasts.subscribe, toasts.get, () => EMPTY);
}
