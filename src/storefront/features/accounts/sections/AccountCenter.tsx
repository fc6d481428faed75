/** The account centre: a greeting, the account's contact details and signing out. */
import { useState } from 'react';
import { signOut as signOutCall } from '../../../../shared/contracts/accounts.ts';
import { call } from '../../../app/api.ts';
import { clearPages } from '../../../app/page-cache.ts';
import { useHref, useT } from '../../../lib/site.ts';
import { clearAuth } from '../../../app/store.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import type { SectionProps } from '../../../app/section.ts';

export default function AccountCenter({ settings }: SectionProps<'account-center'>) {
  const t = useT();
  const href = useHref();
  const { user } = settings;
  const [busy, setBusy] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.nickname || user.email || user.mobile || '';

  const signOut = async () => {
    setBusy(true);
    await call(signOutCall, {}, { silent: true }).catch(() => undefined);
    clearAuth();
    clearPages();
    // Signing out reloads the page (spec §4).
    location.assign(href({ type: 'home' }));
  };

  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('account.center')}</h1>
      <div className="mt-6 max-w-xl rounded-theme border border-border bg-white p-6">
        <p className="text-xl font-semibold text-title">{t('account.welcome', { name })}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {user.email && (
            <>
              <dt className="text-description">{t('auth.email')}</dt>
              <dd>{user.email}</dd>
            </>
          )}
          {user.mobile && (
            <>
              <dt className="text-description">{t('auth.mobile')}</dt>
              <dd>{user.mobile}</dd>
            </>
          )}
          <dt className="text-description">{t('account.credits')}</dt>
          <dd>{user.credits}</dd>
        </dl>
        <BusyButton
          type="button"
          onClick={signOut}
          busy={busy}
          className="mt-6 flex items-center gap-2 rounded-theme border border-border px-5 py-2.5 font-medium hover:border-primary hover:text-primary disabled:opacity-60"
        >
          {t('auth.signOut')}
        </BusyButton>
      </div>
    </div>
  );
}
