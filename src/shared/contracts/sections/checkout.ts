/** The checkout section. */
import { z } from 'zod';
import { CHECKOUT_STEPS } from '../../constants.ts';
import { Cart } from '../cart.ts';
import { AddressView } from '../accounts.ts';

export const CheckoutSettings = z.object({
  step: z.enum(CHECKOUT_STEPS),
  cart: Cart,
  /** The signed-in customer (whose account may have no e-mail), or null for a guest. */
  user: z.object({ email: z.string().nullable() }).nullable(),
  /** The customer's saved addresses, the default first. */
  addresses: z.array(AddressView),
  /** The countries the shop ships to, named in the page's language. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
