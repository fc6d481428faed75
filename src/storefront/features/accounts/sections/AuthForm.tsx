/**
 * Sign-in and sign-up. The form is a real form: it posts to its own page, which the server
 * handles when the page's scripts have not run (yet). Once they have, fields are checked here
 * first (spec §5 messages, beside their field) and the call is made; every error stays on the
 * form, beside its field or at the top, and is announced to screen readers. Success stores the
 * token and user, drops cached pages and goes to the redirect or the account centre.
 */
import { useRef, useState, type FormEvent } from 'react';
import { SESSION_IN_COOKIE } from '../../../../shared/constants.ts';
import {
  BIRTHDAY_MIN,
  EMPTY_AUTH_FORM,
  authFormField,
  latestBirthday,
  signIn,
  signInBodyOf,
  signUp as signUpCall,
  signUpBodyOf,
  type AuthFormValues,
  type AuthSession,
  type SignInAnswer,
} from '../../../../shared/contracts/accounts.ts';
import { ApiError, call } from '../../../app/api.ts';
import { Link } from '../../../components/Link.tsx';
import { useAppNavigate } from '../../../lib/navigation.ts';
import { clearPages } from '../../../app/page-cache.ts';
import { useHref, useT } from '../../../lib/site.ts';
import { setState } from '../../../app/store.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { passwordRules, validateSignIn, validateSignUp } from '../auth-validation.ts';
import { ConsentField } from '../../../components/ConsentField.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { LoginCodeStep } from '../LoginCodeStep.tsx';

type Settings = SectionProps<'auth-form'>['settings'];
const FIELD_ORDER = ['firstName', 'lastName', 'account', 'birthday', 'password', 'invitationCode', 'agree'] as const;

/** Sign-in and sign-up are one section type: a new form (fresh fields) for each mode and each answer of the server. */
export default function AuthForm({ settings }: SectionProps<'auth-form'>) {
  return <AuthFormBody key={settings.mode + (settings.posted ? ':posted' : '')} settings={settings} />;
}

function AuthFormBody({ settings }: { settings: Settings }) {
  const t = useT();
  const href = useHref();
  const navigate = useAppNavigate();
  const signUp = settings.mode === 'signup';
  const posted = settings.posted;
  const [values, setValues] = useState<AuthFormValues>(() => ({ ...EMPTY_AUTH_FORM, ...posted?.values }));
  const signUpForm = useForm({ schema: signUpCall.body, values, toBody: signUpBodyOf, fieldOf: authFormField, answered: signUp ? posted?.errors : undefined });
  const signInForm = useForm({ schema: signIn.body, values, toBody: signInBodyOf, fieldOf: authFormField, answered: signUp ? undefined : posted?.errors });
  const form = signUp ? signUpForm : signInForm;
  const { errors } = form;
  /** A message about the whole form (too many attempts, no connection), shown at its top. */
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  /** What the last failed submission said, for screen readers (the visible message sits beside its field). */
  const [announced, setAnnounced] = useState('');
  const [busy, setBusy] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const firstInvalid = posted ? FIELD_ORDER.find((field) => posted.errors[field]) : undefined;

  const set = <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.edited(key);
  };
  const focus = (field: string | null) => {
    if (field && (FIELD_ORDER as readonly string[]).includes(field)) formElement.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };
  /** The first field on screen that needs fixing. */
  const firstToFix = () => {
    const found = signUp ? validateSignUp(values) : validateSignIn(values);
    return FIELD_ORDER.find((name) => found[name]) ?? null;
  };

  /** The sign-in waits for the code e-mailed to the account (login verification): where it went and when another may be sent. */
  const [codeStep, setCodeStep] = useState<{ sentTo: string; resendSeconds: number } | null>(() =>
    posted?.codeSentTo ? { sentTo: posted.codeSentTo, resendSeconds: 0 } : null,
  );

  const signedIn = (answer: AuthSession) => {
    setState({ xAuth: SESSION_IN_COOKIE, userInfo: answer.user });
    clearPages();
    toast(t(signUp ? 'auth.signedUp' : 'auth.signedIn'), 'success');
    // A new account with an e-mail address, not on its way elsewhere, is told to check the inbox for its verification link.
    if (signUp && !settings.redirect && answer.user.email && !answer.user.emailVerified) navigate(href({ type: 'auth', screen: 'verify-prompt' }));
    else navigate(settings.redirect || href({ type: 'account', screen: 'center' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setAnnounced('');
    let send: () => Promise<SignInAnswer>;
    if (signUp) {
      const checked = signUpForm.submit();
      if (!checked.ok) return focus(firstToFix());
      send = () => call(signUpCall, checked.body, { silent: true });
    } else {
      const checked = signInForm.submit();
      if (!checked.ok) return focus(firstToFix());
      send = () => call(signIn, checked.body, { silent: true });
    }
    setBusy(true);
    try {
      const answer = await send();
      if ('codeSent' in answer) {
        setValues((v) => ({ ...v, password: '' }));
        setCodeStep({ sentTo: answer.sentTo, resendSeconds: answer.resendSeconds });
      } else signedIn(answer);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('errors.unknown');
      const field = form.failed(err);
      // A refused password is typed again; the account stays as typed.
      if (field === 'password') setValues((v) => ({ ...v, password: '' }));
      if (!field) setFormError(message);
      else setAnnounced(message);
      focus(field);
    } finally {
      setBusy(false);
    }
  };

  const query = settings.redirect ? `?redirect=${encodeURIComponent(settings.redirect)}` : '';
  const action = href({ type: 'auth', screen: settings.mode }) + query;
  const otherScreen = href({ type: 'auth', screen: signUp ? 'signin' : 'signup' }) + query;
  const rules = passwordRules(values.password);
  const rulesMet = rules.every((rule) => rule.met);
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    name,
    error: errors[name],
    autoFocus: name === firstInvalid,
    onBlur: () => form.touch(name),
  });

  if (codeStep)
    return (
      <LoginCodeStep
        sentTo={codeStep.sentTo}
        resendSeconds={codeStep.resendSeconds}
        action={action}
        restart={href({ type: 'auth', screen: 'signin' }) + query}
        initialError={posted?.errors.code}
        formError={posted?.codeSentTo ? posted.formError : null}
        onSignedIn={signedIn}
      />
    );

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-md">
        <h1 className="mb-6 text-center text-3xl">{t(signUp ? 'auth.signUpTitle' : 'auth.signInTitle')}</h1>
        <form
          ref={formElement}
          method="post"
          action={action}
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6"
        >
          <div role="alert" className={formError ? 'rounded-theme border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
            {formError ?? announced}
          </div>
          {signUp && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...field('firstName')}
                label={t('auth.firstName')}
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={(e) => set('firstName', e.target.value)}
              />
              <TextField
                {...field('lastName')}
                label={t('auth.lastName')}
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={(e) => set('lastName', e.target.value)}
              />
            </div>
          )}
          <TextField
            {...field('account')}
            label={t('auth.account')}
            type="text"
            autoComplete="username"
            required
            value={values.account}
            onChange={(e) => set('account', e.target.value)}
            hint={signUp ? <span className="text-description">{t('auth.accountHint')}</span> : undefined}
          />
          {signUp && (
            <TextField
              {...field('birthday')}
              label={t('auth.birthday')}
              type="date"
              autoComplete="bday"
              required
              min={BIRTHDAY_MIN}
              max={latestBirthday()}
              value={values.birthday}
              onChange={(e) => set('birthday', e.target.value)}
            />
          )}
          <TextField
            {...field('password')}
            label={t('auth.password')}
            type="password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            required
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            hint={signUp ? <PasswordHint rules={rules} met={rulesMet} /> : undefined}
          />
          {signUp && (
            <>
              <TextField
                {...field('invitationCode')}
                label={t('auth.invitationCode')}
                autoComplete="off"
                value={values.invitationCode}
                onChange={(e) => set('invitationCode', e.target.value)}
              />
              <ConsentField checked={values.agree} onChange={(checked) => set('agree', checked)} error={errors.agree} />
            </>
          )}
          {!signUp && (
            <p className="-mt-2 text-right text-sm">
              <Link href={href({ type: 'auth', screen: 'forget' })} className="font-medium text-primary underline">
                {t('auth.forgotPassword')}
              </Link>
            </p>
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

/** The password rules (spec §5), each marked as met while the shopper types, and the confirmation once all are. */
function PasswordHint({ rules, met }: { rules: ReturnType<typeof passwordRules>; met: boolean }) {
  const t = useT();
  return (
    <span aria-live="polite" data-met={met} className="flex flex-col gap-0.5">
      <span className="flex flex-wrap gap-x-3">
        {rules.map((rule) => (
          <span key={rule.key} data-met={rule.met} className={rule.met ? 'text-green-800' : 'text-description'}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '○ '}</span>
            {t(rule.key, rule.vars)}
          </span>
        ))}
      </span>
      {met && <span className="font-medium text-green-800">{t('auth.passwordRulesMet')}</span>}
    </span>
  );
}
