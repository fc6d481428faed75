/** A product list page (category, collection, tag): title, description, subcategories, filters, sort, products and pages. */
import { Link } from '../../../app/navigation.tsx';
import { useT } from '../../../app/site.tsx';
import { ProductListing, type ListingSettings } from '../ProductListing.tsx';
import type { SectionProps } from '../../../app/section.ts';

interface Settings extends ListingSettings {
  title: string;
  description?: string;
  subcategories?: Array<{ name: string; href: string }>;
}

export default function ProductList({ settings }: SectionProps<Settings>) {
  const t = useT();
  const subcategories = settings.subcategories ?? [];
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl md:text-4xl">{settings.title}</h1>
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
        <ProductListing
          {...settings}
          countText={t('category.productCount', { count: settings.total })}
          emptyText={t('category.empty')}
        />
      </div>
    </div>
  );
}
