/**
 * Sign-in and sign-up. Fields are checked here first (spec §5 messages inline); then the call,
 * whose field errors land on their field. Success stores the token and user, drops cached pages
 * and goes to the redirect or the account centre.
 */
import { useRef, useState, type FormEvent } from 'react';
import { signIn, signUp as signUpCall, type AuthSession } from '../../../../shared/contracts/accounts.ts';
import { call } from '../../../app/api.ts';
import { Link } from '../../../components/Link.tsx';
import { useAppNavigate } from '../../../lib/navigation.ts';
import { clearPages } from '../../../app/page-cache.ts';
import { useHref, useT } from '../../../lib/site.ts';
import { setState } from '../../../app/store.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { passwordRulesMet, signInBody, signUpBody } from '../auth-validation.ts';
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
  const signUpForm = useForm({ schema: signUpCall.body, values, toBody: signUpBody });
  const signInForm = useForm({ schema: signIn.body, values, toBody: signInBody });
  const form = signUp ? signUpForm : signInForm;
  const { errors } = form;
  const [busy, setBusy] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.edited(key);
  };
  const focus = (field: string | null) => {
    if (field && (FIELD_ORDER as readonly string[]).includes(field)) formElement.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let send: () => Promise<AuthSession>;
    if (signUp) {
      const checked = signUpForm.submit();
      if (!checked.ok) return focus(checked.first);
      send = () => call(signUpCall, checked.body);
    } else {
      const checked = signInForm.submit();
      if (!checked.ok) return focus(checked.first);
      send = () => call(signIn, checked.body);
    }
    setBusy(true);
    try {
      const answer = await send();
      setState({ xAuth: answer.token, userInfo: answer.user });
      clearPages();
      toast(t(signUp ? 'auth.signedUp' : 'auth.signedIn'), 'success');
      navigate(settings.redirect || href({ type: 'account', screen: 'center' }));
    } catch (err) {
      focus(form.failed(err));
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
        <form ref={formElement} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6">
          {signUp ? (
            <TextField
              label={t('auth.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
              onBlur={() => form.touch('email')}
            />
          ) : (
            <TextField
              label={t('auth.account')}
              name="account"
              type="text"
              autoComplete="username"
              required
              value={values.account}
              onChange={(e) => set('account', e.target.value)}
              error={errors.account}
              onBlur={() => form.touch('account')}
            />
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
            onBlur={() => form.touch('password')}
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
                <TextField
                  label={t('auth.firstName')}
                  name="firstName"
                  autoComplete="given-name"
                  value={values.firstName}
                  onChange={(e) => set('firstName', e.target.value)}
                  error={errors.firstName}
                  onBlur={() => form.touch('firstName')}
                />
                <TextField
                  label={`${t('auth.lastName')} (${t('common.optional')})`}
                  name="lastName"
                  autoComplete="family-name"
                  value={values.lastName}
                  onChange={(e) => set('lastName', e.target.value)}
                  error={errors.lastName}
                  onBlur={() => form.touch('lastName')}
                />
              </div>
              <TextField
                label={t('auth.invitationCode')}
                name="invitationCode"
                autoComplete="off"
                value={values.invitationCode}
                onChange={(e) => set('invitationCode', e.target.value)}
                error={errors.invitationCode}
                onBlur={() => form.touch('invitationCode')}
              />
              <ConsentField checked={values.agree} onChange={(checked) => set('agree', checked)} error={errors.agree} />
            </>
          )}
          <BusyButton
            type="submit"
            busy={busy}
            className="mt-2 flex items-center justify-center gap-2 rounded-theme bg-primary px-6 py-3 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
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
