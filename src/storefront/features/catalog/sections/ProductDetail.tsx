/**
 * The product page: gallery, title, price, variant picker (option names, colour swatches), stock,
 * quantity and cart, a quote request link, favourite, rating, description and specifications.
 * The URL is the source of truth for the variant: picking one moves the URL to
 * product/{slug}/{sku} without a progress bar, and the selection follows the URL.
 */
import type { ComponentType } from 'react';
import type { Variant } from '../../../../shared/contracts/catalog.ts';
import { Link } from '../../../components/Link.tsx';
import { useAppNavigate } from '../../../lib/navigation.ts';
import { useHref, useT } from '../../../lib/site.ts';
import { AddToCart } from '../AddToCart.tsx';
import { Price } from '../../../components/Price.tsx';
import { ProductGallery } from '../ProductGallery.tsx';
import { ImageViewer, ProductSpecs, ProductStock } from '../product-views.ts';
import { Stars } from '../../../components/Stars.tsx';
import { VariantPicker } from '../VariantPicker.tsx';
import { initialVariant } from '../variant-selection.ts';
import type { SectionProps } from '../../../app/section.ts';
import { useResetState } from '../../../lib/use-reset-state.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

interface ProductDetailProps extends SectionProps<'product-detail'> {
  /** The favourite toggle (the engagement feature's), given by the page layer. */
  FavoriteButton?: ComponentType<{ productId: number }>;
  /** "Tell me when it is back" for an out-of-stock variant (the engagement feature's), given by the page layer. */
  NotifyWhenBack?: ComponentType<{ productId: number; variantId?: number }>;
  /** The review list (the reviews feature's), given by the page layer; it gets the catalogue's image viewer for its photos. */
  Reviews?: ComponentType<{ productId: number; ImageViewer: typeof ImageViewer }>;
}

export default function ProductDetail({ settings, FavoriteButton, NotifyWhenBack, Reviews }: ProductDetailProps) {
  const { product, selectedSku } = settings;
  const t = useT();
  const href = useHref();
  const navigate = useAppNavigate();
  const hydrated = useHydrated();
  // A pick shows at once; when the page for its URL arrives, the URL's SKU takes over again.
  const [picked, setPicked] = useResetState<string | null>(null, [selectedSku, product.id]);
  const variant = initialVariant(product.variants, picked ?? selectedSku);

  const pick = (next: Variant) => {
    setPicked(next.sku);
    navigate(href({ type: 'product', slug: product.slug, sku: next.sku }), { replace: true, suppressPageLoad: true });
  };

  return (
    <>
      <div className="container-page grid gap-8 py-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} images={product.images} variantIndex={variant?.imageIndex ?? null} slider={product.showSlideImage} />
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-2xl leading-tight md:text-3xl">{product.title}</h1>
            {product.showFavorite && FavoriteButton && <FavoriteButton key={product.id} productId={product.id} />}
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {product.ratingCount > 0 && (
              <a href="#reviews" className="hover:underline">
                <Stars value={product.ratingAvg} count={product.ratingCount} />
              </a>
            )}
            <p className="text-sm text-description">{t('product.sold', { count: product.soldCount })}</p>
          </div>
          {variant && <Price price={variant.price} compareAtPrice={variant.compareAtPrice} size="lg" />}
          <VariantPicker variants={product.variants} selected={variant} names={product.options} onPick={pick} />
          {variant && <ProductStock stock={variant.stock} />}
          {variant && variant.stock <= 0 && NotifyWhenBack && <NotifyWhenBack key={variant.id} productId={product.id} variantId={variant.id} />}
          {product.showCart && variant && <AddToCart key={product.id} sku={variant.sku} stock={variant.stock} />}
          <Link href={href({ type: 'inquiry', slug: product.slug })} className="self-start text-sm font-medium text-primary underline hover:no-underline">
            {t('inquiry.title')}
          </Link>
          {product.description && (
            <section className="mt-4 border-t border-border pt-6">
              <h2 className="mb-3 text-lg">{t('product.description')}</h2>
              <p className="whitespace-pre-line leading-relaxed text-text">{product.description}</p>
            </section>
          )}
          {product.specs?.length > 0 && <ProductSpecs specs={product.specs} />}
        </div>
      </div>
      {/* Loaded in the browser only: the list is not part of the server-rendered page. */}
      {Reviews && hydrated && <Reviews key={product.id} productId={product.id} ImageViewer={ImageViewer} />}
    </>
  );
}
