/**
 * "Your data" (user/privacy): download everything the shop holds about the customer as a JSON
 * file, or delete the account. Both ask for the password again; a wrong one shows beside it.
 */
import { useState, type FormEvent } from 'react';
import { PasswordConfirmBody } from '../../../../shared/contracts/accounts.ts';
import { dataExport, deleteAccount } from '../../../../shared/calls/accounts.ts';
import { ApiError, call } from '../../../app/api.ts';
import { clearPages } from '../../../app/page-cache.ts';
import { clearAuth } from '../../../app/store.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function AccountPrivacy(_props: SectionProps<'account-privacy'>) {
  const t = useT();
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8">
      <div>
        <h1 className="text-2xl">{t('privacy.title')}</h1>
        <p className="mt-2 text-description">{t('privacy.intro')}</p>
      </div>
      <PasswordForm kind="download" />
      <PasswordForm kind="delete" />
    </div>
  );
}

function PasswordForm({ kind }: { kind: 'download' | 'delete' }) {
  const t = useT();
  const href = useHref();
  const [values, setValues] = useState({ password: '' });
  const form = useForm({ schema: PasswordConfirmBody, values, toBody: (v) => ({ password: v.password }) });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `privacy-${kind}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return;
    setBusy(true);
    try {
      if (kind === 'download') {
        const data = await call(dataExport, checked.body, { silent: true });
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = 'your-data.json';
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
        setValues({ password: '' });
        toast(t('privacy.downloaded'), 'success');
      } else {
        await call(deleteAccount, checked.body, { silent: true });
        clearAuth();
        clearPages();
        toast(t('privacy.deleted'), 'success');
        location.assign(href({ type: 'home' }));
      }
    } catch (err) {
      if (!form.failed(err)) setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
      setValues({ password: '' });
    } finally {
      setBusy(false);
    }
  };

  const danger = kind === 'delete';
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-theme border bg-white p-6 ${danger ? 'border-red-700' : 'border-border'}`}>
      <h2 id={`${id}-title`} className="text-xl">
        {t(danger ? 'privacy.deleteTitle' : 'privacy.downloadTitle')}
      </h2>
      <p className="mt-2 text-sm text-description">{t(danger ? 'privacy.deleteText' : 'privacy.downloadText')}</p>
      <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div role="alert" className={formError ? 'rounded-theme border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
          {formError}
        </div>
        <TextField
          name="password"
          label={t('privacy.confirmPassword')}
          type="password"
          autoComplete="current-password"
          required
          className="flex-1"
          value={values.password}
          error={form.errors.password}
          onBlur={() => form.touch('password')}
          onChange={(e) => {
            setValues({ password: e.target.value });
            form.edited('password');
          }}
        />
        <BusyButton
          type="submit"
          busy={busy}
          className={`flex min-h-11 items-center justify-center gap-2 rounded-theme px-5 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60 sm:mt-7 ${danger ? 'bg-red-700' : 'bg-primary'}`}
        >
          {t(danger ? 'privacy.deleteButton' : 'privacy.downloadButton')}
        </BusyButton>
      </form>
    </section>
  );
}
