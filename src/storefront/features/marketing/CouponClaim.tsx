/**
 * Claiming a coupon into the wallet. Signed-out shoppers get a link to sign in that comes back
 * here; gift coupons are granted by the shop, not claimed: a visitor is shown how to get one.
 */
import { useState } from 'react';
import { useResetState } from '../../lib/use-reset-state.ts';
import { useLocation } from '../../lib/router/index.ts';
import { couponClaim } from '../../../shared/calls/marketing.ts';
import { call } from '../../app/api.ts';
import { Link } from '../../components/Link.tsx';
import { useHref, useT } from '../../lib/site.ts';
import { useClientState } from '../../app/store.ts';
import { toast } from '../../app/toast.tsx';
import { signInHref, type CouponView } from './marketing.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

const BUTTON = 'flex min-h-11 items-center justify-center gap-2 rounded-theme px-5 text-sm font-semibold';

export function CouponClaim({ coupon }: { coupon: CouponView }) {
  const t = useT();
  const href = useHref();
  const { pathname, search } = useLocation();
  const signedIn = useClientState((s) => s.userInfo !== null);
  // Another coupon's page (or the same one, read again) brings its own state.
  const [claimed, setClaimed] = useResetState(coupon.claimed, [coupon.code, coupon.claimed]);
  const [busy, setBusy] = useState(false);

  if (claimed) {
    return (
      <span className={`${BUTTON} border border-border text-description`} aria-disabled="true">
        {t(coupon.gift ? 'coupon.inWallet' : 'coupon.claimed')}
      </span>
    );
  }
  if (coupon.gift) {
    if (signedIn) return <span className="text-sm text-description">{t('coupon.giftGranted')}</span>;
    return (
      <Link href={signInHref(href({ type: 'auth', screen: 'signup' }), pathname + search)} className={`${BUTTON} bg-primary text-white hover:opacity-90`}>
        {t('coupon.giftSignUp')}
      </Link>
    );
  }
  if (!signedIn) {
    return (
      <Link href={signInHref(href({ type: 'auth', screen: 'signin' }), pathname + search)} className={`${BUTTON} bg-primary text-white hover:opacity-90`}>
        {t('coupon.claim')}
        <span className="sr-only"> {coupon.title}</span>
      </Link>
    );
  }
  const claim = async () => {
    setBusy(true);
    try {
      await call(couponClaim, { code: coupon.code });
      setClaimed(true);
      toast(t('coupon.claimSuccess'), 'success');
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton type="button" onClick={claim} busy={busy} className={`${BUTTON} bg-primary text-white hover:opacity-90 disabled:opacity-60`}>
      {t('coupon.claim')}
      <span className="sr-only"> {coupon.title}</span>
    </BusyButton>
  );
}
