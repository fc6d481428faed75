/**
 * user/favorite and the wish list: the favourite products, each with its heart to take it off
 * (or put it back), and for one out of stock, "tell me when it is back". A visitor's wish list says it joins their account when they sign in.
 */
import { Link } from '../../../components/Link.tsx';
import { ProductCard } from '../../../components/ProductCard.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { FavoriteButton } from '../FavoriteButton.tsx';
import { NotifyWhenBack } from '../NotifyWhenBack.tsx';
import type { SectionProps } from '../../../app/section.ts';

export default function FavoriteList({ settings }: SectionProps<'favorite-list'>) {
  const t = useT();
  const href = useHref();
  const title = settings.mode === 'wishlist' ? t('wishlist.title') : t('account.favorite');
  const signIn = `${href({ type: 'auth', screen: 'signin' })}?redirect=${encodeURIComponent(href({ type: 'account', screen: 'favorite' }))}`;
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{title}</h1>
      {!settings.signedIn && (
        <p className="mt-3 text-sm text-description">
          {t('wishlist.signInToKeep')}{' '}
          <Link href={signIn} className="font-medium text-primary underline">
            {t('auth.signInButton')}
          </Link>
        </p>
      )}
      {settings.list.length === 0 ? (
        <p className="py-10 text-center text-description">{t('wishlist.empty')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4" aria-label={title}>
          {settings.list.map(({ productId, card }) => (
            <li key={productId} className="relative" data-favorite-product={card.slug}>
              <ProductCard product={card} headingLevel={2} />
              <div className="absolute top-2 right-2 z-10 rounded-full bg-white">
                <FavoriteButton productId={productId} />
              </div>
              {card.stock <= 0 && (
                <div className="mt-2 flex flex-col">
                  <NotifyWhenBack productId={productId} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
