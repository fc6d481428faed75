/** The running promotions (spec §3: buy N or more, or order over X; amount or percent off). */
import { useT } from '../../../app/site.tsx';
import type { PromotionView } from '../marketing.ts';
import { PromotionCard } from '../PromotionCard.tsx';
import type { SectionProps } from '../../../app/section.ts';

export default function PromotionList({ settings }: SectionProps<{ list: PromotionView[] }>) {
  const t = useT();
  const list = settings.list ?? [];
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('promotion.title')}</h1>
      {list.length === 0 ? (
        <p className="mt-6 text-description">{t('promotion.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((p) => (
            <li key={p.slug}>
              <PromotionCard promotion={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
