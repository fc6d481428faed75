/** A product list page (category, collection, tag): title, description, subcategories, filters, sort, products and pages. */
import { Link } from '../../../components/Link.tsx';
import { useT } from '../../../lib/site.ts';
import { ProductListing } from '../ProductListing.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { ListPage } from '../ListPage.tsx';

export default function ProductList({ settings }: SectionProps<'product-list'>) {
  const t = useT();
  const subcategories = settings.subcategories ?? [];
  return (
    <ListPage title={settings.title}>
      {settings.description && <p className="mt-3 max-w-3xl text-description">{settings.description}</p>}
      {subcategories.length > 0 && (
        <nav aria-label={t('category.subcategories')} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((sub) => (
              <li key={sub.href}>
                <Link href={sub.href} className="block whitespace-nowrap rounded-full border border-border px-4 py-1.5 text-sm hover:border-primary hover:text-primary">
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6">
        <ProductListing {...settings} countText={t('category.productCount', { count: settings.total })} emptyText={t('category.empty')} />
      </div>
    </ListPage>
  );
}
