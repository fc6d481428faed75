/** One promotion: its rule and validity, and the products it applies to. */
import { useHref, useMoney, useT } from '../../../lib/site.ts';
import { promotionRule } from '../marketing.ts';
import { ProductCards } from '../../../components/ProductCards.tsx';
import { PromotionValidity } from '../PromotionCard.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { DetailPage } from '../MarketingPage.tsx';

export default function PromotionDetail({ settings }: SectionProps<'promotion-detail'>) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const { promotion, products = [] } = settings;
  return (
    <DetailPage back={{ href: href({ type: 'promotion-list' }), label: t('promotion.title') }}>
      <div className="mt-4 rounded-theme bg-hero p-6 sm:p-10">
        <p className="w-fit rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary">{promotionRule(promotion, t, money.format)}</p>
        <h1 className="mt-3 text-3xl sm:text-4xl">{promotion.title}</h1>
        {promotion.description && <p className="mt-3 max-w-2xl">{promotion.description}</p>}
        <p className="mt-3 text-sm">
          <PromotionValidity promotion={promotion} />
        </p>
      </div>
      <TitledSection id="promotion-products" title={t('promotion.viewProducts')} className="mt-10" titleClassName="mb-6 text-2xl">
        {products.length === 0 ? <p className="text-description">{t('common.noData')}</p> : <ProductCards products={products} headingLevel={3} eagerCount={4} />}
      </TitledSection>
    </DetailPage>
  );
}
