/** The coupons a shopper can claim (signed-out shoppers sign in first and come back). */
import { useT } from '../../../app/site.tsx';
import { CouponCard } from '../CouponCard.tsx';
import { CouponClaim } from '../CouponClaim.tsx';
import type { CouponView } from '../marketing.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function CouponList({ settings }: SectionProps<{ list: CouponView[] }>) {
  const t = useT();
  const list = settings.list ?? [];
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('coupon.title')}</h1>
      {list.length === 0 ? (
        <p className="mt-6 text-description">{t('errors.noCoupons')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((c) => (
            <li key={c.code}>
              <CouponCard coupon={c} linkTitle action={<CouponClaim coupon={c} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
