/** user/account: the customer's avatar and name, and how they sign in (changed in the security centre). */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { PublicUser } from '../../../../shared/contracts/accounts.ts';
import { editAvatar, editName, smallAvatar } from '../../../../shared/contracts/security.ts';
import { ApiError, call, upload } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { Link } from '../../../components/Link.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { Card, FormAlert, SubmitButton, useAccountUser } from '../account-forms.tsx';

interface NameValues {
  firstName: string;
  lastName: string;
}

export default function AccountProfile({ settings }: SectionProps<'account-profile'>) {
  const t = useT();
  const href = useHref();
  const [user, changed] = useAccountUser(settings.user);

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('account.account')}</h1>
      <div className="mt-6 grid max-w-xl gap-6">
        <AvatarCard user={user} onChange={changed} />
        <NameCard user={user} onChange={changed} />
        <Card id="sign-in-details" title={t('security.signInDetails')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-description">{t('auth.email')}</dt>
            <dd className="break-all">{user.email ?? t('security.notSet')}</dd>
            <dt className="text-description">{t('auth.mobile')}</dt>
            <dd>{user.mobile ?? t('security.notSet')}</dd>
          </dl>
          <Link href={href({ type: 'account', screen: 'security' })} className="mt-4 inline-flex min-h-11 items-center font-medium text-primary underline">
            {t('security.changeInSecurity')}
          </Link>
        </Card>
      </div>
    </div>
  );
}

function AvatarCard({ user, onChange }: { user: PublicUser; onChange(user: PublicUser): void }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      onChange(await upload(editAvatar, form, { silent: true }));
      toast(t('account.updated'), 'success');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id={`${id}-title`} title={t('account.avatar')}>
      <div className="flex flex-wrap items-center gap-4">
        {user.avatar ? (
          <img
            src={user.avatar}
            srcSet={`${smallAvatar(user.avatar)} 64w, ${user.avatar} 256w`}
            sizes="96px"
            width={96}
            height={96}
            alt={t('account.avatar')}
            className="size-24 rounded-full object-cover"
          />
        ) : (
          <div className="flex size-24 items-center justify-center rounded-full bg-gray-100 text-center text-xs text-description">{t('security.noAvatar')}</div>
        )}
        <div className="flex flex-col gap-1">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-theme border border-border px-4 py-2 text-sm font-medium focus-within:outline focus-within:outline-2 focus-within:outline-primary hover:border-primary"
          >
            {busy && <Spinner />}
            {t('security.uploadAvatar')}
            <input
              id={id}
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              disabled={busy}
              onChange={chosen}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="sr-only"
            />
          </label>
          <p id={`${id}-hint`} className="text-xs text-description">
            {t('security.avatarHint')}
          </p>
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error ?? ''}
          </p>
        </div>
      </div>
    </Card>
  );
}

function NameCard({ user, onChange }: { user: PublicUser; onChange(user: PublicUser): void }) {
  const t = useT();
  const [values, setValues] = useState<NameValues>({ firstName: user.firstName, lastName: user.lastName });
  const form = useForm({ schema: editName.body, values, toBody: (v: NameValues) => v });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof NameValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.edited(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return document.querySelector<HTMLElement>(`#account-name [name="${checked.first}"]`)?.focus();
    setBusy(true);
    try {
      onChange(await call(editName, checked.body, { silent: true }));
      toast(t('account.updated'), 'success');
    } catch (err) {
      if (!form.failed(err)) setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="account-name-title" title={t('fields.name')}>
      <form id="account-name" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={t('auth.firstName')}
            autoComplete="given-name"
            required
            value={values.firstName}
            error={form.errors.firstName}
            onBlur={() => form.touch('firstName')}
            onChange={(e) => set('firstName', e.target.value)}
          />
          <TextField
            name="lastName"
            label={t('auth.lastName')}
            autoComplete="family-name"
            required
            value={values.lastName}
            error={form.errors.lastName}
            onBlur={() => form.touch('lastName')}
            onChange={(e) => set('lastName', e.target.value)}
          />
        </div>
        <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
      </form>
    </Card>
  );
}
