/** A promotion: its rule, title, description, validity and the way to its products. */
import { Link } from '../../app/navigation.tsx';
import { useHref, useLang, useMoney, useT } from '../../app/site.tsx';
import { formatDate } from '../../lib/dates.ts';
import { promotionRule, type PromotionView } from './marketing.ts';

export function PromotionValidity({ promotion }: { promotion: PromotionView }) {
  const t = useT();
  const { lang } = useLang();
  return <>{promotion.endsAt ? t('promotion.validUntil', { date: formatDate(promotion.endsAt, lang) }) : t('promotion.permanent')}</>;
}

export function PromotionCard({ promotion }: { promotion: PromotionView }) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const link = href({ type: 'promotion', slug: promotion.slug });
  return (
    <article className="flex h-full flex-col gap-3 rounded-theme border border-border bg-white p-5">
      <p className="self-start rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">{promotionRule(promotion, t, money.format)}</p>
      <h2 className="text-lg">
        <Link href={link} className="hover:text-primary hover:underline">
          {promotion.title}
        </Link>
      </h2>
      {promotion.description && <p className="text-sm">{promotion.description}</p>}
      <p className="text-sm text-description">
        <PromotionValidity promotion={promotion} />
      </p>
      <Link href={link} className="mt-auto self-start text-sm font-semibold text-primary underline">
        {t('promotion.viewProducts')}
        <span className="sr-only">: {promotion.title}</span>
      </Link>
    </article>
  );
}
