/**
 * The security centre's login e-mail verification switch (spec §1): on, a sign-in from a device
 * the account does not know asks for a code sent by e-mail. Changing it takes the current
 * password; the switch shows the change asked for until the password confirms it.
 */
import { useState, type FormEvent } from 'react';
import { loginVerification } from '../../../shared/contracts/security.ts';
import { ApiError, call } from '../../app/api.ts';
import { toast } from '../../app/toast.tsx';
import { useForm } from '../../app/use-form.ts';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/site.ts';
import { Card, FormAlert, SECONDARY_BUTTON, SubmitButton } from './account-forms.tsx';

export function LoginVerificationCard({ initial }: { initial: boolean }) {
  const t = useT();
  const [enabled, setEnabled] = useState(initial);
  /** The state asked for, waiting for the password; null when nothing is being changed. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [values, setValues] = useState({ enabled: !initial, password: '' });
  const form = useForm({ schema: loginVerification.body, values, toBody: (v: typeof values) => v });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const shown = wanted ?? enabled;

  const ask = () => {
    const next = wanted === null ? !enabled : null;
    setWanted(next);
    setValues({ enabled: next ?? !enabled, password: '' });
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return document.querySelector<HTMLElement>('#login-verification [name="password"]')?.focus();
    setBusy(true);
    try {
      const answer = await call(loginVerification, checked.body, { silent: true });
      setEnabled(answer.enabled);
      setWanted(null);
      setValues({ enabled: !answer.enabled, password: '' });
      toast(t(answer.enabled ? 'security.loginVerificationTurnedOn' : 'security.loginVerificationTurnedOff'), 'success');
    } catch (err) {
      const field = form.failed(err);
      if (!field) setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
      else document.querySelector<HTMLElement>('#login-verification [name="password"]')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="login-verification-title" title={t('security.loginVerification')}>
      <div className="flex items-start justify-between gap-4">
        <p id="login-verification-hint" className="text-sm text-description">
          {t('security.loginVerificationHint')}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={shown}
          aria-describedby="login-verification-hint"
          aria-label={t('security.loginVerification')}
          onClick={ask}
          disabled={busy}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${shown ? 'bg-primary' : 'bg-gray-300'}`}
        >
          <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${shown ? 'translate-x-6' : 'translate-x-1'}`} />
        </button>
      </div>
      <p className="mt-2 text-sm font-medium" data-state={enabled ? 'on' : 'off'}>
        {t('security.currentValue', { value: t(enabled ? 'security.enabled' : 'security.disabled') })}
      </p>
      {wanted !== null && (
        <form id="login-verification" method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <FormAlert message={formError} />
          <TextField
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            value={values.password}
            error={form.errors.password}
            hint={<span className="text-description">{t('security.loginVerificationPassword')}</span>}
            onBlur={() => form.touch('password')}
            onChange={(e) => {
              setValues((v) => ({ ...v, password: e.target.value }));
              form.edited('password');
            }}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={busy}>{t(wanted ? 'security.turnOn' : 'security.turnOff')}</SubmitButton>
            <button type="button" disabled={busy} onClick={ask} className={SECONDARY_BUTTON}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </Card>
  );
}
