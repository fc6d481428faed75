/**
 * The cart as the checkout summary shows it once a shipping method is chosen: priced by the
 * server with that method (`/cart/estimate`), the same pricing the order is placed with, so the
 * summary's shipping and total are what the order charges. Until that answer is in, or when it
 * belongs to another cart, the summary shows the cart itself (shipping: calculated at checkout).
 * A signed-in customer's estimate also carries their credits balance, and prices the credits they
 * chose to spend.
 */
import { useEffect, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { cartEstimate } from '../../../shared/calls/cart.ts';
import { call } from '../../app/api.ts';
import { cartFingerprint } from './checkout-session.ts';

export function usePricedSummary(cart: Cart | null, country: string, shippingMethodId: number | null, credits = 0): Cart | null {
  const fingerprint = cart ? cartFingerprint(cart) : '';
  const key = cart && shippingMethodId && country ? `${fingerprint}|${country}|${shippingMethodId}|${credits}` : null;
  const [quote, setQuote] = useState<{ key: string; cart: Cart } | null>(null);
  useEffect(() => {
    if (!key || !shippingMethodId) return;
    let live = true;
    call(cartEstimate, { country, shippingMethodId, ...(credits > 0 ? { credits } : {}) }, { silent: true })
      .then((priced) => live && setQuote({ key, cart: priced }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return quote && quote.key === key && cartFingerprint(quote.cart) === fingerprint ? quote.cart : cart;
}
