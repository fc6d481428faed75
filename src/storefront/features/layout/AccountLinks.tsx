/** The header's account links, from the client state (the signed-in user). */
import { Link } from '../../app/navigation.tsx';
import { useHref, useT } from '../../app/site.tsx';
import { useClientState } from '../../app/store.ts';
import { UserIcon } from '../../components/Icons.tsx';

/** The look of the header's icon links (account, sign-in, cart). */
export const ICON_LINK = 'flex items-center gap-1.5 rounded-theme px-2 py-2 text-sm font-medium hover:text-primary';

export function AccountLinks() {
  const t = useT();
  const href = useHref();
  const user = useClientState((s) => s.userInfo);
  if (user) {
    return (
      <Link href={href({ type: 'account', screen: 'center' })} className={ICON_LINK}>
        <UserIcon />
        <span className="max-w-32 truncate">{user.firstName || user.email || user.mobile || t('nav.account')}</span>
      </Link>
    );
  }
  return (
    <div className="flex items-center">
      <Link href={href({ type: 'auth', screen: 'signin' })} className={ICON_LINK}>
        <UserIcon />
        <span className="sr-only sm:not-sr-only">{t('nav.signIn')}</span>
      </Link>
      <Link href={href({ type: 'auth', screen: 'signup' })} className={`${ICON_LINK} hidden sm:flex`}>
        {t('nav.signUp')}
      </Link>
    </div>
  );
}
