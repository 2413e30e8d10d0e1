/**
 * The shop's toasts (DESIGN.md: sonner) without sonner in every page's first download (issue 9):
 * `toast.success/error/info` have sonner's signature, but the first call loads sonner and mounts
 * its `<Toaster>` (`LazyToaster` in root.tsx); calls made meanwhile are shown once it is mounted.
 */
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info';
type Message = Parameters<typeof import('sonner').toast.success>[0];

let sonner: Promise<typeof import('sonner')> | undefined;
let markMounted: () => void = () => {};
/** Resolves when the toaster is mounted and listens for toasts. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const mountListeners = new Set<() => void>();

/** Loads sonner (once) and asks `LazyToaster` to mount. */
export function loadSonner(): Promise<typeof import('sonner')> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of mountListeners) listener();
  }
  return sonner;
}

/** Whether a toast has been asked for, so `LazyToaster` should render the toaster. */
export function toasterRequested(): boolean {
  return sonner !== undefined;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onToasterRequested(listener: () => void): () => void {
  mountListeners.add(listener);
  return () => mountListeners.delete(listener);
}

/** Called by `LazyToaster` once sonner's `<Toaster>` has mounted. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast[kind](message, options));
}

/** Shows a toast: `toast.success(title, {description})` etc., as sonner's `toast`. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
};
