/** A coupon as a ticket: its value, title, threshold, scope, combinability, expiry and an action. */
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';
import { useHref, useLang, useMoney, useT } from '../../lib/site.ts';
import { formatDate } from '../../lib/dates.ts';
import { couponThreshold, couponValue, type CouponView } from './marketing.ts';

interface CouponCardProps {
  coupon: CouponView;
  headingLevel?: 2 | 3;
  /** Link the title to the coupon's own page. */
  linkTitle?: boolean;
  /** Greyed out: used or expired. */
  inactive?: boolean;
  action?: ReactNode;
}

export function CouponFacts({ coupon }: { coupon: CouponView }) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const { lang } = useLang();
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      <li>{couponThreshold(coupon, t, money.format)}</li>
      <li>
        {coupon.productSlugs.length > 0 ? (
          <>
            {t('coupon.specifiedItem')} ·{' '}
            {coupon.productSlugs.map((slug, i) => (
              <Link key={slug} href={href({ type: 'product', slug })} className="mr-2 text-primary underline">
                {t('coupon.viewItem')}
                {coupon.productSlugs.length > 1 ? ` ${i + 1}` : ''}
              </Link>
            ))}
          </>
        ) : (
          t('coupon.allItems')
        )}
      </li>
      <li>{t(coupon.stackable ? 'coupon.stackable' : 'coupon.notStackable')}</li>
      <li className="text-description">{coupon.expiresAt ? t('coupon.expiry', { date: formatDate(coupon.expiresAt, lang) }) : t('coupon.noExpiry')}</li>
    </ul>
  );
}

export function CouponCard({ coupon, headingLevel = 2, linkTitle, inactive, action }: CouponCardProps) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`flex h-full overflow-hidden rounded-theme border ${inactive ? 'border-border bg-gray-50' : 'border-primary/40 bg-white'}`}>
      <div
        className={`flex w-28 shrink-0 flex-col items-center justify-center gap-1 p-3 text-center ${inactive ? 'bg-gray-200 text-gray-800' : 'bg-primary text-white'}`}
      >
        <span className="text-lg font-bold leading-tight">{couponValue(coupon, t, money.format)}</span>
        {coupon.gift && <span className="rounded-full bg-white/90 px-2 text-xs font-medium text-gray-900">{t('coupon.gift')}</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 border-l border-dashed border-border p-4">
        <Heading className="text-base">
          {linkTitle ? (
            <Link href={href({ type: 'coupon', slug: coupon.code })} className="hover:text-primary hover:underline">
              {coupon.title}
            </Link>
          ) : (
            coupon.title
          )}
        </Heading>
        <p className="font-mono text-xs text-description">
          {t('coupon.code')}: {coupon.code}
        </p>
        <CouponFacts coupon={coupon} />
        {action && <div className="mt-auto flex justify-end pt-2">{action}</div>}
      </div>
    </article>
  );
}
