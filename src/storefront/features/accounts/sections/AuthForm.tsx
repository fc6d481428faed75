/**
 * Sign-in and sign-up. Fields are checked here first (spec §5 messages inline); then the call,
 * whose field errors land on their field. Success stores the token and user, drops cached pages
 * and goes to the redirect or the account centre.
 */
import { useRef, useState, type FormEvent } from 'react';
import { signIn, signUp as signUpCall } from '../../../../shared/contracts/accounts.ts';
import { Code } from '../../../../shared/envelope.ts';
import { ApiError, call } from '../../../app/api.ts';
import { Link, useAppNavigate } from '../../../app/navigation.tsx';
import { clearPages } from '../../../app/page-cache.ts';
import { useHref, useT } from '../../../app/site.tsx';
import { setState } from '../../../app/store.ts';
import { toast } from '../../../app/toast.tsx';
import { passwordRulesMet, validateSignIn, validateSignUp, type FieldErrors } from '../auth-validation.ts';
import { ConsentField } from '../../../components/ConsentField.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { SectionProps } from '../../../app/section.ts';

const EMPTY = { account: '', email: '', password: '', firstName: '', lastName: '', invitationCode: '', agree: false };
type Values = typeof EMPTY;
const FIELD_ORDER = ['account', 'email', 'password', 'firstName', 'lastName', 'invitationCode', 'agree'] as const;

/** Sign-in and sign-up are one section type: a new form (fresh fields) for each mode. */
export default function AuthForm({ settings }: SectionProps<'auth-form'>) {
  return <AuthFormBody key={settings.mode} settings={settings} />;
}

function AuthFormBody({ settings }: Pick<SectionProps<'auth-form'>, 'settings'>) {
  const t = useT();
  const href = useHref();
  const navigate = useAppNavigate();
  const signUp = settings.mode === 'signup';
  const [values, setValues] = useState<Values>(EMPTY);
  /** Field → translated message. */
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const keys = signUp ? validateSignUp(values) : validateSignIn(values);
    if (Object.keys(keys).length > 0) {
      showErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)])));
      return;
    }
    setBusy(true);
    try {
      const answer = signUp
        ? await call(signUpCall, {
            email: values.email.trim(),
            password: values.password,
            firstName: values.firstName.trim() || undefined,
            lastName: values.lastName.trim() || undefined,
            invitationCode: values.invitationCode.trim() || undefined,
            agree: true,
          })
        : await call(signIn, { account: values.account.trim(), password: values.password });
      setState({ xAuth: answer.token, userInfo: answer.user });
      clearPages();
      toast(t(signUp ? 'auth.signedUp' : 'auth.signedIn'), 'success');
      navigate(settings.redirect || href({ type: 'account', screen: 'center' }));
    } catch (err) {
      const field = err instanceof ApiError && err.code === Code.fullFail ? (err.data as { field?: unknown } | null)?.field : undefined;
      if (typeof field === 'string' && (FIELD_ORDER as readonly string[]).includes(field)) showErrors({ [field]: err instanceof Error ? err.message : '' });
    } finally {
      setBusy(false);
    }
  };

  const otherScreen = href({ type: 'auth', screen: signUp ? 'signin' : 'signup' }) + (settings.redirect ? `?redirect=${encodeURIComponent(settings.redirect)}` : '');
  const rulesMet = passwordRulesMet(values.password);

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-md">
        <h1 className="mb-6 text-center text-3xl">{t(signUp ? 'auth.signUpTitle' : 'auth.signInTitle')}</h1>
        <form ref={form} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6">
          {signUp ? (
            <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
          ) : (
            <TextField label={t('auth.account')} name="account" type="text" autoComplete="username" required value={values.account} onChange={(e) => set('account', e.target.value)} error={errors.account} />
          )}
          <TextField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            required
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
            hint={
              signUp ? (
                <span aria-live="polite" className={rulesMet ? 'text-green-800' : 'text-description'}>
                  {rulesMet ? `✓ ${t('auth.passwordRulesMet')}` : t('auth.passwordRules')}
                </span>
              ) : undefined
            }
          />
          {signUp && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t('auth.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} error={errors.firstName} />
                <TextField
                  label={`${t('auth.lastName')} (${t('common.optional')})`}
                  name="lastName"
                  autoComplete="family-name"
                  value={values.lastName}
                  onChange={(e) => set('lastName', e.target.value)}
                  error={errors.lastName}
                />
              </div>
              <TextField label={t('auth.invitationCode')} name="invitationCode" autoComplete="off" value={values.invitationCode} onChange={(e) => set('invitationCode', e.target.value)} error={errors.invitationCode} />
              <ConsentField checked={values.agree} onChange={(checked) => set('agree', checked)} error={errors.agree} />
            </>
          )}
          <BusyButton type="submit" busy={busy} className="mt-2 flex items-center justify-center gap-2 rounded-theme bg-primary px-6 py-3 font-semibold text-white hover:opacity-90 disabled:opacity-60">
            {t(signUp ? 'auth.signUpButton' : 'auth.signInButton')}
          </BusyButton>
        </form>
        <p className="mt-6 text-center text-sm text-description">
          {t(signUp ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
          <Link href={otherScreen} className="font-medium text-primary underline">
            {t(signUp ? 'nav.signIn' : 'nav.signUp')}
          </Link>
        </p>
      </div>
    </div>
  );
}
