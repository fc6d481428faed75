/** The cart page's section. */
import { z } from 'zod';
import { Cart } from '../cart.ts';

/** The shopper's cart when the page was built; the storefront refreshes it once on the client. */
export const CartSettings = z.object({ cart: Cart });
