/**
 * The reviews feature's lazily loaded views (spec §2 "comment list"): the product page's review
 * list and the order page's review prompt. Neither is part of the first render: each downloads
 * and asks for its data once the page is showing.
 */
import { lazyView } from '../../app/lazy-view.tsx';

export const ProductReviews = lazyView(() => import('./ProductReviews.tsx'));
export const OrderReviews = lazyView(() => import('./OrderReviews.tsx'));
