/**
 * A confirmation dialog for one of the merchant's decisions: a button opens it, its form says what
 * will happen (and asks what the decision needs), the confirm button runs the call; the server's
 * refusal is shown in the dialog, which stays open, and success closes it.
 */
import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';

export const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';
export const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
export const field = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm';

/** `onStale`: called when a dialog the server refused is closed, since the request may have changed meanwhile. */
export function useActionDialog(onStale?: () => void) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    open,
    error,
    busy,
    setOpen(next: boolean) {
      if (!next && error) onStale?.();
      setOpen(next);
      setError(null);
    },
    /** Runs the call; closes on success, keeps the server's message otherwise. */
    async run(call: () => Promise<unknown>) {
      setBusy(true);
      setError(null);
      try {
        await call();
        setOpen(false);
      } catch (err) {
        setError(err instanceof ConsoleApiError && err.message ? err.message : t('failed'));
      } finally {
        setBusy(false);
      }
    },
  };
}

export function ActionDialog({
  state,
  trigger,
  title,
  description,
  confirm,
  onSubmit,
  children,
  triggerClass = button,
}: {
  state: ReturnType<typeof useActionDialog>;
  trigger: string;
  title: string;
  description: string;
  confirm: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  children?: ReactNode;
  triggerClass?: string;
}) {
  const t = useT();
  return (
    <Dialog.Root open={state.open} onOpenChange={state.setOpen}>
      <Dialog.Trigger className={triggerClass}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-24 left-1/2 max-h-[80vh] w-[32rem] max-w-[95vw] -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="mb-2 font-medium">{title}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {children}
            {state.error && (
              <p role="alert" className="text-sm text-red-600">
                {state.error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close type="button" className={button}>
                {t('returns.close')}
              </Dialog.Close>
              <button type="submit" className={primary} disabled={state.busy}>
                {confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A field's error in words: required when empty, too long past its limit. */
export function FieldError({ type }: { type?: string }) {
  const t = useT();
  if (!type) return null;
  return <span className="text-sm text-red-600">{t(type === 'too_big' ? 'returns.tooLong' : 'returns.required')}</span>;
}
