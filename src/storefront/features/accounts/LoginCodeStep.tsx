/**
 * The sign-in's second step when login e-mail verification asks for it: the 6-digit code sent to
 * the account's e-mail. It is a real form posting to the sign-in page (the server completes the
 * sign-in this browser started when scripts have not run); with scripts, the code is sent by the
 * call, and another code can be asked for once the cooldown is over.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SignInCodeBody, type AuthSession } from '../../../shared/contracts/accounts.ts';
import { signInCode, signInResend } from '../../../shared/calls/accounts.ts';
import { ApiError, call } from '../../app/api.ts';
import { toast } from '../../app/toast.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Link } from '../../components/Link.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/site.ts';

interface Props {
  /** The e-mail the code went to, partly hidden. */
  sentTo: string;
  /** Seconds before another code may be sent. */
  resendSeconds: number;
  /** The sign-in page's own address (the form posts there) and its address for starting over. */
  action: string;
  restart: string;
  /** A message the server gave the posted code (without scripts). */
  initialError?: string;
  formError?: string | null;
  onSignedIn(answer: AuthSession): void;
}

export function LoginCodeStep({ sentTo, resendSeconds, action, restart, initialError, formError: initialFormError = null, onSignedIn }: Props) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(initialError);
  const [formError, setFormError] = useState<string | null>(initialFormError);
  const [busy, setBusy] = useState<'code' | 'resend' | null>(null);
  const [wait, setWait] = useState(resendSeconds);
  const input = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const focusCode = () => input.current?.querySelector<HTMLElement>('[name="code"]')?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = SignInCodeBody.safeParse({ code });
    if (!checked.success) {
      setError(t(checked.error.issues[0]?.message ?? 'validation.codeRequired'));
      return focusCode();
    }
    setBusy('code');
    try {
      onSignedIn(await call(signInCode, checked.data, { silent: true }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('errors.unknown');
      setError(message);
      setCode('');
      focusCode();
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setFormError(null);
    setBusy('resend');
    try {
      const answer = await call(signInResend, undefined, { silent: true });
      setWait(answer.resendSeconds);
      setError(undefined);
      setCode('');
      toast(t('auth.loginCodeSent', { email: answer.sentTo }), 'success');
      focusCode();
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-md">
        <h1 className="mb-6 text-center text-3xl">{t('auth.codeStepTitle')}</h1>
        <form ref={input} method="post" action={action} onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-theme border border-border bg-white p-6">
          <div role="alert" className={formError ? 'rounded-theme border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
            {formError ?? ''}
          </div>
          <p className="text-sm text-description">{t('auth.codeStepText', { email: sentTo })}</p>
          <input type="hidden" name="sentTo" value={sentTo} />
          <TextField
            name="code"
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            autoFocus
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ''));
              setError(undefined);
            }}
          />
          <BusyButton
            type="submit"
            busy={busy === 'code'}
            disabled={busy !== null}
            className="mt-2 flex items-center justify-center gap-2 rounded-theme bg-primary px-6 py-3 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
            {t('auth.codeButton')}
          </BusyButton>
          <BusyButton
            type="submit"
            name="resend"
            value="1"
            formNoValidate
            busy={busy === 'resend'}
            disabled={busy !== null || wait > 0}
            onClick={(event) => {
              event.preventDefault();
              void resend();
            }}
            className="flex min-h-11 items-center justify-center gap-2 rounded-theme border border-border bg-white px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary disabled:opacity-60"
          >
            {wait > 0 ? t('auth.resendCodeIn', { seconds: wait }) : t('auth.resendCode')}
          </BusyButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link href={restart} className="font-medium text-primary underline">
            {t('auth.startOver')}
          </Link>
        </p>
      </div>
    </div>
  );
}
