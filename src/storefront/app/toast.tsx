/** Toasts (spec §4 types; §9: 5000 ms by default, errors 1000 ms, 300 ms collapse). */
import { useSyncExternalStore } from 'react';
import { ERROR_TOAST_DURATION_MS, TOAST_COLLAPSE_MS, TOAST_DURATION_MS } from '../../shared/constants.ts';

export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default' | 'loading';
interface Toast {
  id: number;
  type: ToastType;
  message: string;
  leaving: boolean;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function dismiss(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_COLLAPSE_MS);
}

/** Shows a toast; a loading toast stays until dismissed. Returns its dismiss function. */
export function toast(message: string, type: ToastType = 'default', duration?: number): () => void {
  const id = nextId++;
  toasts = [...toasts.slice(-4), { id, type, message, leaving: false }];
  emit();
  const ms = duration ?? (type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
  if (type !== 'loading') setTimeout(() => dismiss(id), ms);
  return () => dismiss(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: Toast[] = [];

const TYPE_CLASS: Record<ToastType, string> = {
  info: 'border-l-info',
  success: 'border-l-success',
  warning: 'border-l-warning',
  error: 'border-l-error',
  default: 'border-l-border',
  loading: 'border-l-primary',
};

export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3">
      {list.map((t) => (
        <div
          key={t.id}
          role={t.type === 'error' ? 'alert' : 'status'}
          data-toast={t.type}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-theme border border-l-4 bg-white px-4 py-2 text-sm shadow-lg transition-all duration-300 ${TYPE_CLASS[t.type]} ${t.leaving ? 'max-h-0 opacity-0' : 'max-h-24 opacity-100'}`}
        >
          {t.type === 'loading' && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent" />}
          <span>{t.message}</span>
          <button type="button" onClick={() => dismiss(t.id)} className="ml-auto text-description" aria-label={dismissLabel}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
