/** The coupons a shopper can claim (signed-out shoppers sign in first and come back). */
import { useT } from '../../../lib/site.ts';
import { CouponCard } from '../CouponCard.tsx';
import { CouponClaim } from '../CouponClaim.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { CardListPage } from '../MarketingPage.tsx';

export default function CouponList({ settings }: SectionProps<'coupon-list'>) {
  const t = useT();
  return (
    <CardListPage
      title={t('coupon.title')}
      emptyText={t('cart.noCoupons')}
      items={settings.list ?? []}
      itemKey={(c) => c.code}
      gridClassName="md:grid-cols-2 xl:grid-cols-3"
    >
      {(c) => <CouponCard coupon={c} linkTitle action={<CouponClaim coupon={c} />} />}
    </CardListPage>
  );
}
