/** One coupon: value, conditions, its code to copy, and claiming it. */
import { useState } from 'react';
import { useHref, useMoney, useT } from '../../../lib/site.ts';
import { toast } from '../../../app/toast.tsx';
import { CouponFacts } from '../CouponCard.tsx';
import { CouponClaim } from '../CouponClaim.tsx';
import { couponValue } from '../marketing.ts';
import type { SectionProps } from '../../../app/section.ts';
import { DetailPage } from '../MarketingPage.tsx';

export default function CouponDetail({ settings }: SectionProps<'coupon-detail'>) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const { coupon } = settings;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
      toast(t('common.copied'), 'success');
    } catch {
      // No clipboard access: the code is on screen to copy by hand.
    }
  };
  return (
    <DetailPage back={{ href: href({ type: 'coupon-list' }), label: t('coupon.title') }} className="container-page max-w-3xl py-10">
      <div className="mt-4 overflow-hidden rounded-theme border border-primary/40">
        <div className="bg-primary p-6 text-white">
          <p className="text-3xl font-bold">{couponValue(coupon, t, money.format)}</p>
          {coupon.gift && <p className="mt-1 text-sm">{t('coupon.gift')}</p>}
        </div>
        <div className="flex flex-col gap-4 p-6">
          <h1 className="text-2xl">{coupon.title}</h1>
          {coupon.description && <p>{coupon.description}</p>}
          <CouponFacts coupon={coupon} />
          <div className="flex flex-wrap items-center gap-3">
            <span className="rounded-theme border border-dashed border-border px-3 py-2 font-mono">{coupon.code}</span>
            <button type="button" onClick={copy} className="min-h-11 rounded-theme border border-border px-4 text-sm font-medium hover:border-primary hover:text-primary">
              {copied ? t('common.copied') : t('common.copy')}
              <span className="sr-only"> {t('coupon.code')}</span>
            </button>
            <div className="ml-auto">
              <CouponClaim coupon={coupon} />
            </div>
          </div>
        </div>
      </div>
    </DetailPage>
  );
}
