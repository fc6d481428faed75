/** user/info: the customer's nickname, birthday (required, spec §5) and bio. */
import { useState, type FormEvent } from 'react';
import { BIRTHDAY_MIN, latestBirthday } from '../../../../shared/contracts/accounts.ts';
import { BIO_MAX, editInfo, NICKNAME_MAX } from '../../../../shared/contracts/security.ts';
import { ApiError, call } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/site.ts';
import { Card, FormAlert, SubmitButton, userChanged } from '../account-forms.tsx';

interface Values {
  nickname: string;
  birthday: string;
  bio: string;
}

export default function AccountInfo({ settings }: SectionProps<'account-info'>) {
  const t = useT();
  const { user } = settings;
  const [values, setValues] = useState<Values>({ nickname: user.nickname, birthday: user.birthday ?? '', bio: user.bio });
  const form = useForm({ schema: editInfo.body, values, toBody: (v: Values) => v });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.edited(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = form.submit();
    if (!checked.ok) return document.querySelector<HTMLElement>(`#account-info [name="${checked.first}"]`)?.focus();
    setBusy(true);
    try {
      const updated = await call(editInfo, checked.body, { silent: true });
      userChanged(updated);
      toast(t('account.updated'), 'success');
    } catch (err) {
      if (!form.failed(err)) setFormError(err instanceof ApiError ? err.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('account.info')}</h1>
      <p className="mt-2 text-sm text-description">{t('security.infoIntro')}</p>
      <div className="mt-6 max-w-xl">
        <Card id="account-info-title" title={t('account.profile')}>
          <form id="account-info" onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormAlert message={formError} />
            <TextField
              name="nickname"
              label={t('fields.nickname')}
              autoComplete="nickname"
              maxLength={NICKNAME_MAX}
              value={values.nickname}
              error={form.errors.nickname}
              onBlur={() => form.touch('nickname')}
              onChange={(e) => set('nickname', e.target.value)}
            />
            <TextField
              name="birthday"
              label={t('auth.birthday')}
              type="date"
              autoComplete="bday"
              required
              min={BIRTHDAY_MIN}
              max={latestBirthday()}
              value={values.birthday}
              error={form.errors.birthday}
              onBlur={() => form.touch('birthday')}
              onChange={(e) => set('birthday', e.target.value)}
            />
            <TextAreaField
              name="bio"
              label={t('fields.bio')}
              rows={4}
              maxLength={BIO_MAX}
              value={values.bio}
              error={form.errors.bio}
              onBlur={() => form.touch('bio')}
              onChange={(e) => set('bio', e.target.value)}
            />
            <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
          </form>
        </Card>
      </div>
    </div>
  );
}
