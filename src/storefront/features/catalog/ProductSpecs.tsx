/** The product's specifications as a term / value list, in the page's language. */
import type { ProductDetail } from '../../../shared/contracts/catalog.ts';
import { useT } from '../../app/site.tsx';

export default function ProductSpecs({ specs }: { specs: ProductDetail['specs'] }) {
  const t = useT();
  return (
    <section className="border-t border-border pt-6">
      <h2 className="mb-3 text-lg">{t('product.specs')}</h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-2 text-sm">
        {specs.map((spec, i) => (
          <div key={`${spec.name}-${i}`} className="contents">
            <dt className="text-description">{spec.name}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
