/** user/security/activity: sign-ins, failed sign-ins and changes to the account, newest first, with device and address. */
import { useState } from 'react';
import type { ActivityEntry } from '../../../../shared/contracts/security.ts';
import { activity } from '../../../../shared/calls/security.ts';
import { call } from '../../../app/api.ts';
import type { SectionProps } from '../../../app/section.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { LocalTime } from '../../../components/LocalTime.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { SECONDARY_BUTTON } from '../account-forms.tsx';

/** Each event's name in the catalogue. */
const KINDS: Record<ActivityEntry['kind'], string> = {
  sign_in: 'security.events.signIn',
  sign_in_failed: 'security.events.signInFailed',
  password_changed: 'security.events.passwordChanged',
  email_changed: 'security.events.emailChanged',
  mobile_changed: 'security.events.mobileChanged',
  device_signed_out: 'security.events.deviceSignedOut',
  other_devices_signed_out: 'security.events.otherDevicesSignedOut',
  sign_in_code_failed: 'security.events.signInCodeFailed',
  sign_in_code_locked: 'security.events.signInCodeLocked',
  login_verification_on: 'security.events.loginVerificationOn',
  login_verification_off: 'security.events.loginVerificationOff',
};

export default function AccountActivity({ settings }: SectionProps<'account-activity'>) {
  const t = useT();
  const href = useHref();
  const [list, setList] = useState(settings.list);
  const [more, setMore] = useState(settings.more);
  const [busy, setBusy] = useState(false);

  const loadMore = async () => {
    setBusy(true);
    try {
      const next = await call(activity, { before: list.at(-1)?.id });
      setList((shown) => [...shown, ...next.list]);
      setMore(next.more);
    } catch {
      // The call's toast says what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('security.activity')}</h1>
      <p className="mt-2 text-sm text-description">{t('security.activityIntro')}</p>
      <Link href={href({ type: 'account', screen: 'security' })} className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
        {t('security.backToSecurity')}
      </Link>
      {list.length === 0 ? (
        <p className="mt-6">{t('security.activityEmpty')}</p>
      ) : (
        <ol className="mt-4 max-w-2xl divide-y divide-border rounded-theme border border-border bg-white" aria-label={t('security.activity')}>
          {list.map((entry) => (
            <li key={entry.id} data-kind={entry.kind} className="grid gap-1 p-4 text-sm sm:grid-cols-[1fr_auto]">
              <p className={`font-semibold ${entry.kind === 'sign_in_failed' ? 'text-red-700' : 'text-title'}`}>{t(KINDS[entry.kind])}</p>
              <p className="text-description sm:text-right">
                <LocalTime iso={entry.at} />
              </p>
              <p className="text-description sm:col-span-2">
                {[entry.device || t('security.unknownBrowser'), entry.ip && t('security.ipMasked', { ip: entry.ip })].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {more && (
        <BusyButton type="button" busy={busy} onClick={loadMore} className={`${SECONDARY_BUTTON} mt-4`}>
          {t('security.loadMore')}
        </BusyButton>
      )}
    </div>
  );
}
