/** A titled grid of products, with a link to the full list when the source has one. */
import { useId } from 'react';
import { Link } from '../../../components/Link.tsx';
import { useT } from '../../../lib/site.ts';
import { ProductCards } from '../../../components/ProductCards.tsx';
import type { SectionProps } from '../../../app/section.ts';

export default function ProductGrid({ settings }: SectionProps<'product-grid'>) {
  const t = useT();
  const id = useId();
  const products = settings.products ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={settings.title ? id : undefined} className="container-page py-section">
      <div className="mb-6 flex items-end justify-between gap-4">
        {settings.title && (
          <h2 id={id} className="text-2xl md:text-3xl">
            {settings.title}
          </h2>
        )}
        {settings.viewAll && (
          <Link href={settings.viewAll} className="shrink-0 text-sm font-medium text-primary hover:underline">
            {t('common.viewAll')}
            {settings.title && <span className="sr-only"> · {settings.title}</span>}
          </Link>
        )}
      </div>
      <ProductCards products={products} headingLevel={settings.title ? 3 : 2} />
    </section>
  );
}
