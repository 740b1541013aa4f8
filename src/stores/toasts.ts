/** Toasts any island can raise (spec §8): success, error or warning, 3 s, no progress bar, no close button. */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning';
export type Toast = { id: number; kind: ToastKind; message: string };

export const TOAST_MS = 3000;
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

function show(kind: ToastKind, message: string) {
  const toast = { id: nextId++, kind, message };
  // The same message again replaces the one showing (its 3 s start over) rather than stacking a copy.
  $toasts.set([...$toasts.get().filter((t) => t.kind !== kind || t.message !== message), toast]);
  setTimeout(() => $toasts.set($toasts.get().filter((t) => t.id !== toast.id)), TOAST_MS);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
};
