/** The running promotions (spec §3: buy N or more, or order over X; amount or percent off). */
import { useT } from '../../../lib/site.ts';
import { PromotionCard } from '../PromotionCard.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { CardListPage } from '../MarketingPage.tsx';

export default function PromotionList({ settings }: SectionProps<'promotion-list'>) {
  const t = useT();
  return (
    <CardListPage
      title={t('promotion.title')}
      emptyText={t('promotion.empty')}
      items={settings.list ?? []}
      itemKey={(p) => p.slug}
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
    >
      {(p) => <PromotionCard promotion={p} />}
    </CardListPage>
  );
}
