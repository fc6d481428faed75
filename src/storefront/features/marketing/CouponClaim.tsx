/**
 * Claiming a coupon into the wallet. Signed-out shoppers get a link to sign in that comes back
 * here; gift coupons are granted by the shop, not claimed.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { couponClaim } from '../../../shared/contracts/marketing.ts';
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
  const [claimed, setClaimed] = useState(Boolean(coupon.claimed));
  const [busy, setBusy] = useState(false);

  if (coupon.gift) return null;
  if (claimed) {
    return (
      <span className={`${BUTTON} border border-border text-description`} aria-disabled="true">
        {t('coupon.claimed')}
      </span>
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
