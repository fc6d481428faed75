/**
 * The inquiry feedback view (spec §2 lists it among the lazily loaded screens): after a quote
 * request, "Tell us what you think" as a form, checked with the call's own schema, then thanks.
 */
import { useRef, useState, type FormEvent } from 'react';
import { feedbackSubmit } from '../../../shared/contracts/engagement.ts';
import { call } from '../../app/api.ts';
import { useForm } from '../../app/use-form.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { TextAreaField } from '../../components/TextField.tsx';
import { useT } from '../../lib/site.ts';

const FeedbackFields = feedbackSubmit.body.pick({ message: true });

export default function InquiryFeedback({ slug }: { slug: string }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const form = useForm({ schema: FeedbackFields, values: message, toBody: (m) => ({ message: m.trim() }), labels: { message: 'inquiry.feedback' } });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.submit();
    if (!checked.ok) return field.current?.focus();
    setBusy(true);
    try {
      await call(feedbackSubmit, { slug, ...checked.body });
      setSent(true);
    } catch (err) {
      // The API client has shown the failure; a message about the field lands under it too.
      if (form.failed(err)) field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <p role="status" className="mt-4 font-medium text-green-900">
        {t('inquiry.feedbackThanks')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('inquiry.feedback')} className="mt-4 flex flex-col gap-3">
      <TextAreaField
        ref={field}
        label={t('inquiry.feedbackText')}
        name="message"
        rows={4}
        maxLength={2000}
        required
        value={message}
        error={form.errors.message}
        onBlur={() => form.touch('message')}
        onChange={(e) => {
          setMessage(e.target.value);
          form.edited('message');
        }}
      />
      <BusyButton
        type="submit"
        busy={busy}
        className="flex items-center justify-center gap-2 self-start rounded-theme border border-primary px-5 py-2 font-semibold text-primary hover:bg-primary hover:text-white disabled:opacity-60"
      >
        {t('inquiry.feedbackSend')}
      </BusyButton>
    </form>
  );
}
