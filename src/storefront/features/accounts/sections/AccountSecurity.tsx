/**
 * user/security: the devices signed in to the account (this one first and marked), signing one
 * or all others out, and changing the password, the e-mail and the mobile number (the last two
 * confirmed by a 6-digit code sent to the new address).
 */
import { useId, useState, type FormEvent } from 'react';
import type { PublicUser } from '../../../../shared/contracts/accounts.ts';
import { editEmail, editMobile, editPassword, signOutDevice, signOutOtherDevices, type DeviceView } from '../../../../shared/contracts/security.ts';
import { ApiError, call } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { LocalTime } from '../../../components/LocalTime.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { LoginVerificationCard } from '../LoginVerificationCard.tsx';
import { Card, FormAlert, SECONDARY_BUTTON, SubmitButton, useAccountUser } from '../account-forms.tsx';

export default function AccountSecurity({ settings }: SectionProps<'account-security'>) {
  const t = useT();
  const href = useHref();
  const [user, changed] = useAccountUser(settings.user);

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('security.center')}</h1>
      <div className="mt-6 grid max-w-2xl gap-6">
        <Devices initial={settings.devices} />
        <p>
          <Link href={href({ type: 'account', screen: 'security/activity' })} className="inline-flex min-h-11 items-center font-medium text-primary underline">
            {t('security.seeActivity')}
          </Link>
        </p>
        <LoginVerificationCard initial={settings.loginVerification} />
        <PasswordCard />
        <ContactCard purpose="email" current={user.email} onChange={changed} />
        <ContactCard purpose="mobile" current={user.mobile} onChange={changed} />
      </div>
    </div>
  );
}

/** Where a time goes in a translated sentence. */
const SLOT = '\u0000';

/** A sentence with a time in it ("Signed in {time}"), the time shown in the shopper's own zone. */
function TimeIn({ text, iso }: { text: string; iso: string }) {
  const [before, after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      <LocalTime iso={iso} />
      {after}
    </>
  );
}

function deviceLabel(device: DeviceView, unknown: string): string {
  return [device.browser, device.os].filter(Boolean).join(' · ') || unknown;
}

function Devices({ initial }: { initial: DeviceView[] }) {
  const t = useT();
  const [devices, setDevices] = useState(initial);
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const others = devices.filter((d) => !d.current);

  const end = async (which: number | 'others') => {
    setBusy(which);
    try {
      const answer = which === 'others' ? await call(signOutOtherDevices) : await call(signOutDevice, { id: which });
      setDevices(answer.list);
      toast(t(which === 'others' ? 'security.othersSignedOut' : 'account.deviceSignedOut'), 'success');
    } catch {
      // The call's toast says what went wrong.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card id="devices-title" title={t('security.devices')}>
      <p className="text-sm text-description">{t('security.devicesIntro')}</p>
      <ul className="mt-4 divide-y divide-border" aria-label={t('security.devices')}>
        {devices.map((device) => {
          const name = deviceLabel(device, t('security.unknownBrowser'));
          return (
            <li key={device.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-device={device.current ? 'current' : 'other'}>
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-title">
                  {name}
                  {device.current && <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-white">{t('account.thisDevice')}</span>}
                </p>
                <p className="text-description">{t('security.ipMasked', { ip: device.ip || '—' })}</p>
                <p className="text-description">
                  <TimeIn text={t('account.signedInAt', { time: SLOT })} iso={device.firstSeen} />
                </p>
                <p className="text-description">
                  <TimeIn text={t('account.lastSeen', { time: SLOT })} iso={device.lastSeen} />
                </p>
              </div>
              {!device.current && (
                <BusyButton
                  type="button"
                  busy={busy === device.id}
                  disabled={busy !== null}
                  onClick={() => end(device.id)}
                  className={SECONDARY_BUTTON}
                  aria-label={t('security.signOutNamed', { device: name })}
                >
                  {t('auth.signOut')}
                </BusyButton>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? (
        <p className="mt-2 text-sm text-description">{t('security.noOtherDevices')}</p>
      ) : (
        <BusyButton type="button" busy={busy === 'others'} disabled={busy !== null} onClick={() => end('others')} className={`${SECONDARY_BUTTON} mt-2`}>
          {t('security.signOutOthers')}
        </BusyButton>
      )}
    </Card>
  );
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
}
const NO_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '' };

function PasswordCard() {
  const t = useT();
  const [values, setValues] = useState<PasswordValues>(NO_PASSWORDS);
  const form = useForm({ schema: editPassword.body, values, toBody: (v: PasswordValues) => v });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (key: keyof PasswordValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDone(false);
    form.edited(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return document.querySelector<HTMLElement>(`#change-password [name="${checked.first}"]`)?.focus();
    setBusy(true);
    try {
      await call(editPassword, checked.body, { silent: true });
      setValues(NO_PASSWORDS);
      setDone(true);
      toast(t('security.passwordChanged'), 'success');
    } catch (err) {
      const field = form.failed(err);
      if (!field) setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
      else document.querySelector<HTMLElement>(`#change-password [name="${field}"]`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="change-password-title" title={t('account.editPassword')}>
      <form id="change-password" method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <TextField
          name="oldPassword"
          label={t('fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={values.oldPassword}
          error={form.errors.oldPassword}
          onBlur={() => form.touch('oldPassword')}
          onChange={(e) => set('oldPassword', e.target.value)}
        />
        <TextField
          name="newPassword"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          error={form.errors.newPassword}
          hint={<span className="text-description">{t('security.passwordHint')}</span>}
          onBlur={() => form.touch('newPassword')}
          onChange={(e) => set('newPassword', e.target.value)}
        />
        <p role="status" className={done ? 'text-sm text-green-800' : 'sr-only'}>
          {done ? t('security.passwordChanged') : ''}
        </p>
        <SubmitButton busy={busy}>{t('account.editPassword')}</SubmitButton>
      </form>
    </Card>
  );
}

type Purpose = 'email' | 'mobile';

/** A new e-mail or mobile number: typed, a code sent to it, the code typed back. */
function ContactCard({ purpose, current, onChange }: { purpose: Purpose; current: string | null; onChange(user: PublicUser): void }) {
  const t = useT();
  const id = useId();
  const formId = `change-${purpose}`;
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  /** The address the last code went to; the code field shows once there is one. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ address?: string; code?: string; form?: string }>({});
  const call_ = purpose === 'email' ? editEmail : editMobile;
  const field = purpose === 'email' ? 'email' : 'mobile';

  const body = (withCode: boolean) => ({ [field]: address, ...(withCode ? { code } : {}) }) as { email: string; code?: string } & { mobile: string };
  const check = (withCode: boolean): boolean => {
    const result = call_.body.safeParse(body(withCode));
    if (result.success) return true;
    const next: typeof errors = {};
    for (const issue of result.error.issues) {
      const path = String(issue.path[0] ?? '');
      const key = path === 'code' ? 'code' : 'address';
      next[key] ??= t(issue.message, { 0: t(`fields.${path}`) });
    }
    setErrors(next);
    document.querySelector<HTMLElement>(`#${formId} [name="${next.address ? 'address' : 'code'}"]`)?.focus();
    return false;
  };

  const send = async (withCode: boolean) => {
    setErrors({});
    if (!check(withCode)) return;
    setBusy(true);
    try {
      const answer = await call(call_, body(withCode) as never, { silent: true });
      if (answer.user) {
        onChange(answer.user);
        setAddress('');
        setCode('');
        setSentTo(null);
        toast(t(purpose === 'email' ? 'security.emailChanged' : 'security.mobileChanged'), 'success');
      } else {
        setSentTo(address.trim());
        setCode('');
        toast(t(purpose === 'email' ? 'security.codeSentEmail' : 'security.codeSentMobile'), 'success');
        document.querySelector<HTMLElement>(`#${formId} [name="code"]`)?.focus();
      }
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('errors.unknown');
      const named = err instanceof ApiError ? (err.data as { field?: string } | null)?.field : undefined;
      setErrors(named === 'code' ? { code: message } : named ? { address: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(sentTo !== null && sentTo === address.trim());
  };

  const title = t(purpose === 'email' ? 'account.editEmail' : 'account.editMobile');
  return (
    <Card id={`${id}-title`} title={title}>
      <p className="text-sm text-description">{t('security.currentValue', { value: current ?? t('security.notSet') })}</p>
      <form id={formId} method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <FormAlert message={errors.form ?? null} />
        <TextField
          name="address"
          label={t(purpose === 'email' ? 'security.newEmail' : 'security.newMobile')}
          type={purpose === 'email' ? 'email' : 'tel'}
          autoComplete={purpose === 'email' ? 'email' : 'tel'}
          inputMode={purpose === 'email' ? 'email' : 'tel'}
          required
          value={address}
          error={errors.address}
          hint={purpose === 'mobile' ? <span className="text-description">{t('auth.accountHint')}</span> : undefined}
          onChange={(e) => {
            setAddress(e.target.value);
            setErrors((v) => ({ ...v, address: undefined }));
          }}
        />
        {sentTo !== null && sentTo === address.trim() ? (
          <>
            <TextField
              name="code"
              label={t('fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              error={errors.code}
              hint={<span className="text-description">{t('security.codeHint', { target: sentTo })}</span>}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ''));
                setErrors((v) => ({ ...v, code: undefined }));
              }}
            />
            <div className="flex flex-wrap gap-3">
              <SubmitButton busy={busy}>{t('common.confirm')}</SubmitButton>
              <button type="button" disabled={busy} onClick={() => void send(false)} className={SECONDARY_BUTTON}>
                {t('security.resend')}
              </button>
            </div>
          </>
        ) : (
          <SubmitButton busy={busy}>{t('auth.sendCode')}</SubmitButton>
        )}
      </form>
    </Card>
  );
}
