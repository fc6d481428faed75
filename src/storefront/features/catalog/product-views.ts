/**
 * The product page's lazily loaded views (spec §2): the image viewer, the specifications and the
 * stock status. Specifications and stock are part of the first render, so the registry preloads
 * them with the product section; the image viewer downloads when a shopper first opens it.
 */
import { lazyView } from '../../app/lazy-view.tsx';

export const ProductSpecs = lazyView(() => import('./ProductSpecs.tsx'));
export const ProductStock = lazyView(() => import('./ProductStock.tsx'));
export const ImageViewer = lazyView(() => import('./ImageViewer.tsx'));

/** The views the product section renders on the server and must have before hydrating. */
export const productFirstRenderViews = [ProductSpecs, ProductStock];
