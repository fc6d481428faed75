/** A product list page (category, collection, tag): title, description, subcategories, filters, sort, products and pages. */
import { Img } from '../../../components/Img.tsx';
import { Link } from '../../../components/Link.tsx';
import { toImageRef } from '../../../lib/image-ref.ts';
import { PRODUCT_COUNT_LIMIT } from '../../../../shared/constants.ts';
import { useT } from '../../../lib/site.ts';
import { ProductListing } from '../ProductListing.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { ListPage } from '../ListPage.tsx';

export default function ProductList({ settings }: SectionProps<'product-list'>) {
  const t = useT();
  const subcategories = settings.subcategories ?? [];
  // The merchant's picture of the category or collection, as a banner above its description.
  const image = toImageRef(settings.image, { width: 1600, height: 400 });
  return (
    <ListPage title={settings.title}>
      {image && (
        <div className="mt-4 aspect-[4/1] overflow-hidden rounded-theme bg-gray-100">
          {/* Above the fold: loaded at once, as the page's largest picture. */}
          <Img image={image} alt="" loading="eager" priority className="size-full object-cover" />
        </div>
      )}
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
          countText={
            settings.total > PRODUCT_COUNT_LIMIT ? t('category.productCountMore', { count: PRODUCT_COUNT_LIMIT }) : t('category.productCount', { count: settings.total })
          }
          emptyText={t('category.empty')}
        />
      </div>
    </ListPage>
  );
}
