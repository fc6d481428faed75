/** One promotion: its rule and validity, and the products it applies to. */
import type { ProductCard } from '../../../../shared/contracts/catalog.ts';
import { Link } from '../../../app/navigation.tsx';
import { useHref, useMoney, useT } from '../../../app/site.tsx';
import { promotionRule, type PromotionView } from '../marketing.ts';
import { ProductCards } from '../../../components/ProductCards.tsx';
import { PromotionValidity } from '../PromotionCard.tsx';
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  promotion: PromotionView;
  products: ProductCard[];
}

export default function PromotionDetail({ settings }: SectionProps<Settings>) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const { promotion, products = [] } = settings;
  return (
    <div className="container-page py-10">
      <Link href={href({ type: 'promotion-list' })} className="text-sm font-medium text-primary underline">
        {t('promotion.title')}
      </Link>
      <div className="mt-4 rounded-theme bg-hero p-6 sm:p-10">
        <p className="w-fit rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary">{promotionRule(promotion, t, money.format)}</p>
        <h1 className="mt-3 text-3xl sm:text-4xl">{promotion.title}</h1>
        {promotion.description && <p className="mt-3 max-w-2xl">{promotion.description}</p>}
        <p className="mt-3 text-sm">
          <PromotionValidity promotion={promotion} />
        </p>
      </div>
      <section aria-labelledby="promotion-products" className="mt-10">
        <h2 id="promotion-products" className="mb-6 text-2xl">
          {t('promotion.viewProducts')}
        </h2>
        {products.length === 0 ? <p className="text-description">{t('common.noData')}</p> : <ProductCards products={products} headingLevel={3} eagerCount={4} />}
      </section>
    </div>
  );
}
