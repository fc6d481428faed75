/** A modal yes/no question (native <dialog>: focus stays inside, Escape answers no). */
import { useEffect, useRef } from 'react';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-message"
      onClose={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-theme bg-white p-6 text-text shadow-xl backdrop:bg-black/40"
    >
      <p id="confirm-message" className="text-lg font-medium text-title">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" autoFocus onClick={onCancel} className="min-h-11 rounded-theme border border-border px-5 font-medium hover:border-primary">
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} className="min-h-11 rounded-theme bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
