/** Replying to a review as the shop: a dialog with the reply, which must not be empty. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReviewReplyBody } from '../../../shared/contracts/reviews.ts';
import { useT } from '../../i18n.ts';

const ReplyForm = ReviewReplyBody.pick({ content: true });
type ReplyForm = { content: string };
const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';

export function ReplyDialog({ authorName, onReply }: { authorName: string; onReply(content: string): Promise<unknown> }) {
  const t = useT();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ReplyForm>({ resolver: zodResolver(ReplyForm), defaultValues: { content: '' } });
  const submit = handleSubmit(async ({ content }) => {
    await onReply(content);
    reset();
    setOpen(false);
  });
  const error = formState.errors.content?.message;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger className={button}>{t('reviews.reply')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/30" />
        <Dialog.Content className="fixed top-1/4 left-1/2 w-[min(90vw,28rem)] -translate-x-1/2 rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="font-medium">{t('reviews.replyTitle')}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-500">{t('reviews.replyTo', { name: authorName || t('reviews.anonymous') })}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4">
            <label className="block text-sm">
              <span>{t('reviews.replyLabel')}</span>
              <textarea
                rows={4}
                className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
                {...register('content')}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
              />
            </label>
            {error && (
              <p id={errorId} className="text-sm text-red-600">
                {t(error === 'validation.tooLong' ? 'validation.tooLong' : 'reviews.replyRequired')}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={button}>{t('reviews.cancel')}</Dialog.Close>
              <button type="submit" className={primary} disabled={formState.isSubmitting}>
                {t('reviews.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
