/** The newsletter sign-up: an e-mail checked here, then sent to the subscribe call. */
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '../../../../shared/constants.ts';
import { newsletterSubscribe } from '../../../../shared/calls/engagement.ts';
import { call } from '../../../app/api.ts';
import { useT } from '../../../lib/site.ts';
import { toast } from '../../../app/toast.tsx';
import type { SectionProps } from '../../../app/section.ts';

export default function Newsletter({ settings }: SectionProps<'newsletter'>) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(t(value ? 'validation.emailFormat' : 'validation.emailRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await call(newsletterSubscribe, { email: value });
      toast(t('newsletter.subscribed'), 'success');
      setEmail('');
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="bg-hero py-section">
      <div className="container-page max-w-2xl text-center">
        <h2 id={`${id}-title`} className="text-2xl">
          {settings.title || t('newsletter.title')}
        </h2>
        <p className="mt-2 text-text">{settings.text || t('newsletter.text')}</p>
        <form onSubmit={submit} noValidate className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1 text-left">
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('newsletter.email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) setError(null);
              }}
              placeholder={t('newsletter.email')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-full rounded-theme border border-border bg-white px-4 py-3"
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="flex items-center justify-center gap-2 rounded-theme bg-primary px-6 py-3 font-medium text-white hover:opacity-90 disabled:opacity-60"
          >
            {t('newsletter.subscribe')}
          </button>
        </form>
      </div>
    </section>
  );
}
