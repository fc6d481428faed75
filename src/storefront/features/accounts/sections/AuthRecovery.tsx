/**
 * The recovery screens: forgotten password, a new password (from the e-mail's link, whose token
 * the server already moved into an HttpOnly cookie, or with the code sent to a mobile number),
 * the verification link's outcome and "check your inbox" after sign-up, with a resend that
 * waits as long as the server does. Errors show beside their field or at the top of the form
 * and are announced.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ForgetBody, ResetPasswordBody } from '../../../../shared/contracts/accounts.ts';
import { forget, resetPassword, verifyResend } from '../../../../shared/calls/accounts.ts';
import { ApiError, call } from '../../../app/api.ts';
import { clearPages } from '../../../app/page-cache.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useAppNavigate } from '../../../lib/navigation.ts';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

type Settings = SectionProps<'auth-recovery'>['settings'];

const BUTTON = 'mt-2 flex items-center justify-center gap-2 rounded-theme bg-primary px-6 py-3 font-semibold text-white hover:opacity-90 disabled:opacity-60';
const LINK = 'font-medium text-primary underline';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-md">
        <h1 className="mb-6 text-center text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-theme border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
      {message}
    </div>
  );
}

export default function AuthRecovery({ settings }: SectionProps<'auth-recovery'>) {
  switch (settings.screen) {
    case 'forget':
      return <Forget />;
    case 'reset-password':
      return <Reset settings={settings} key={settings.via} />;
    case 'verify-email':
      return <Verified settings={settings} />;
    case 'verify-prompt':
      return <Prompt settings={settings} />;
  }
}

function Forget() {
  const t = useT();
  const href = useHref();
  const [values, setValues] = useState({ account: '' });
  const form = useForm({ schema: ForgetBody, values, toBody: (v) => ({ account: v.account.trim() }) });
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return;
    setBusy(true);
    try {
      await call(forget, checked.body, { silent: true });
      setSent(t('recovery.forgetSent'));
    } catch (err) {
      if (!form.failed(err)) setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Frame title={t('recovery.forgetTitle')}>
      {sent ? (
        <p role="status" className="rounded-theme border border-green-800 bg-green-50 p-4 text-green-900">
          {sent}
        </p>
      ) : (
        <form
          method="post"
          action={href({ type: 'auth', screen: 'forget' })}
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6"
        >
          <FormAlert message={formError} />
          <p className="text-sm text-description">{t('recovery.forgetText')}</p>
          <TextField
            name="account"
            label={t('auth.account')}
            autoComplete="username"
            required
            value={values.account}
            error={form.errors.account}
            onBlur={() => form.touch('account')}
            onChange={(e) => {
              setValues({ account: e.target.value });
              form.edited('account');
            }}
          />
          <BusyButton type="submit" busy={busy} className={BUTTON}>
            {t('recovery.forgetButton')}
          </BusyButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href={href({ type: 'auth', screen: 'signin' })} className={LINK}>
          {t('recovery.backToSignIn')}
        </Link>
      </p>
    </Frame>
  );
}

function Reset({ settings }: { settings: Settings }) {
  const t = useT();
  const href = useHref();
  const navigate = useAppNavigate();
  const byLink = settings.via === 'link';
  const [values, setValues] = useState({ account: '', code: '', password: '' });
  const form = useForm({
    schema: ResetPasswordBody,
    values,
    toBody: (v) => (byLink ? { password: v.password } : { account: v.account.trim(), code: v.code.trim(), password: v.password }),
  });
  const [formError, setFormError] = useState<string | null>(settings.expired ? t('recovery.resetInvalid') : null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.edited(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return;
    if (!byLink && (!values.account.trim() || !values.code.trim())) return;
    setBusy(true);
    try {
      await call(resetPassword, checked.body, { silent: true });
      clearPages();
      toast(t('recovery.passwordReset'), 'success');
      navigate(href({ type: 'auth', screen: 'signin' }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('errors.unknown');
      const field = form.failed(err);
      if (!field || field === 'token') setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Frame title={t('recovery.resetTitle')}>
      <form
        method="post"
        action={href({ type: 'auth', screen: 'reset-password' }) + (byLink ? '?via=link' : '')}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6"
      >
        <FormAlert message={formError} />
        <p className="text-sm text-description">{t(byLink ? 'recovery.resetLinkText' : 'recovery.resetCodeText')}</p>
        {!byLink && (
          <>
            <TextField
              name="account"
              label={t('auth.mobile')}
              type="tel"
              autoComplete="tel"
              required
              value={values.account}
              error={form.errors.account}
              onBlur={() => form.touch('account')}
              onChange={(e) => set('account', e.target.value)}
            />
            <TextField
              name="code"
              label={t('recovery.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={values.code}
              error={form.errors.code}
              onBlur={() => form.touch('code')}
              onChange={(e) => set('code', e.target.value)}
            />
          </>
        )}
        <TextField
          name="password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={form.errors.password}
          onBlur={() => form.touch('password')}
          onChange={(e) => set('password', e.target.value)}
        />
        <BusyButton type="submit" busy={busy} className={BUTTON}>
          {t('recovery.resetButton')}
        </BusyButton>
      </form>
      <p className="mt-6 flex justify-center gap-4 text-sm">
        <Link href={href({ type: 'auth', screen: 'forget' })} className={LINK}>
          {t('recovery.askAgain')}
        </Link>
        <Link href={href({ type: 'auth', screen: 'signin' })} className={LINK}>
          {t('recovery.backToSignIn')}
        </Link>
      </p>
    </Frame>
  );
}

function Verified({ settings }: { settings: Settings }) {
  const t = useT();
  const href = useHref();
  return (
    <Frame title={t(settings.verified ? 'recovery.verifiedTitle' : 'auth.verifyEmail')}>
      <p
        role="status"
        className={`rounded-theme border p-4 ${settings.verified ? 'border-green-800 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-800'}`}
      >
        {t(settings.verified ? 'recovery.verifiedText' : 'recovery.verifyFailedText')}
      </p>
      <p className="mt-6 text-center">
        <Link href={settings.verified ? href({ type: 'account', screen: 'center' }) : href({ type: 'auth', screen: 'verify-prompt' })} className={LINK}>
          {t(settings.verified ? 'recovery.goToAccount' : 'recovery.resend')}
        </Link>
      </p>
    </Frame>
  );
}

function Prompt({ settings }: { settings: Settings }) {
  const t = useT();
  const href = useHref();
  const [wait, setWait] = useState(settings.waitSeconds ?? 0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await call(verifyResend, {}, { silent: true });
      setWait(answer.waitSeconds);
      setMessage({ text: t('recovery.verifySent'), ok: true });
    } catch (err) {
      const seconds = err instanceof ApiError ? (err.data as { waitSeconds?: number } | null)?.waitSeconds : undefined;
      if (seconds) setWait(seconds);
      setMessage({ text: err instanceof ApiError ? err.message : t('errors.unknown'), ok: false });
    } finally {
      setBusy(false);
    }
  };

  if (settings.verified) {
    return (
      <Frame title={t('recovery.verifiedTitle')}>
        <p role="status">{t('recovery.alreadyVerified')}</p>
        <p className="mt-6 text-center">
          <Link href={href({ type: 'account', screen: 'center' })} className={LINK}>
            {t('recovery.goToAccount')}
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame title={t('recovery.promptTitle')}>
      <div className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6">
        <p>{settings.email ? t('recovery.promptText', { email: settings.email }) : t('recovery.promptTextNoEmail')}</p>
        {settings.email && (
          <BusyButton type="button" busy={busy} disabled={busy || wait > 0} onClick={resend} className={BUTTON}>
            {wait > 0 ? t('recovery.resendIn', { seconds: wait }) : t('recovery.resend')}
          </BusyButton>
        )}
        <p role="status" className={message ? (message.ok ? 'text-sm text-green-800' : 'text-sm text-red-800') : 'sr-only'}>
          {message?.text}
        </p>
      </div>
      <p className="mt-6 text-center">
        <Link href={href({ type: 'home' })} className={LINK}>
          {t('recovery.continueShopping')}
        </Link>
      </p>
    </Frame>
  );
}
