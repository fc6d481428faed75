/**
 * The account area's navigation, on every screen of it: the screens the shop has (the server
 * lists them, in order), the one shown marked as current, and signing out.
 */
import { useState } from 'react';
import { SIGN_OUT_INTENT } from '../../../../shared/contracts/accounts.ts';
import { signOut as signOutCall } from '../../../../shared/calls/accounts.ts';
import type { AccountScreen } from '../../../../shared/routes.ts';
import { call } from '../../../app/api.ts';
import { clearPages } from '../../../app/page-cache.ts';
import { clearAuth } from '../../../app/store.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

/** Each screen's name in the navigation. */
const LABELS: Record<AccountScreen, string> = {
  center: 'account.center',
  order: 'order.title',
  return: 'return.title',
  coupon: 'account.coupon',
  favorite: 'account.favorite',
  wishlist: 'wishlist.title',
  address: 'account.address',
  info: 'account.info',
  account: 'account.account',
  security: 'account.security',
  'security/activity': 'account.activity',
  log: 'account.log',
  article: 'account.articles',
  privacy: 'privacy.title',
};

const LINK = 'flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium';

export default function AccountNav({ settings }: SectionProps<'account-nav'>) {
  const t = useT();
  const href = useHref();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    await call(signOutCall, {}, { silent: true }).catch(() => undefined);
    clearAuth();
    clearPages();
    // Signing out reloads the page (spec §4).
    location.assign(href({ type: 'home' }));
  };

  return (
    <div className="container-page pt-6">
      <nav aria-label={t('account.menu')} className="flex items-end gap-1 overflow-x-auto border-b border-border">
        {settings.screens.map((screen) => {
          const current = screen === settings.current;
          return (
            <Link
              key={screen}
              href={href({ type: 'account', screen })}
              aria-current={current ? 'page' : undefined}
              className={`${LINK} -mb-px ${current ? 'border-primary text-primary' : 'border-transparent hover:text-primary'}`}
            >
              {t(LABELS[screen])}
            </Link>
          );
        })}
        {/* Posted to this page when scripts have not run (the server ends the session); handled here when they have. */}
        <form
          method="post"
          className="-mb-px ml-auto flex"
          onSubmit={(e) => {
            e.preventDefault();
            void signOut();
          }}
        >
          <input type="hidden" name="intent" value={SIGN_OUT_INTENT} />
          <BusyButton type="submit" busy={busy} className={`${LINK} gap-2 border-transparent text-description hover:text-primary disabled:opacity-60`}>
            {t('auth.signOut')}
          </BusyButton>
        </form>
      </nav>
    </div>
  );
}
