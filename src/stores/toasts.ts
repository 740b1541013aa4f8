/**
 * Toasts any island can raise (spec §8): success, error or warning, 3 s, no progress bar, no close button.
 * A toast may carry one action (a link, e.g. "Log in to continue" with Login); it stays 6 s, time to reach it.
 */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning';
export type ToastAction = { label: string; href: string };
export type Toast = { id: number; kind: ToastKind; message: string; action?: ToastAction };

export const TOAST_MS = 3000;
export const ACTION_TOAST_MS = 6000;
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

function show(kind: ToastKind, message: string, action?: ToastAction) {
  const toast: Toast = { id: nextId++, kind, message, ...(action ? { action } : {}) };
  // The same message again replaces the one showing (its time starts over) rather than stacking a copy.
  $toasts.set([...$toasts.get().filter((t) => t.kind !== kind || t.message !== message), toast]);
  setTimeout(() => $toasts.set($toasts.get().filter((t) => t.id !== toast.id)), action ? ACTION_TOAST_MS : TOAST_MS);
}

export const toast = {
  success: (message: string, action?: ToastAction) => show('success', message, action),
  error: (message: string, action?: ToastAction) => show('error', message, action),
  warning: (message: string, action?: ToastAction) => show('warning', message, action),
};
