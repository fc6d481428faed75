/**
 * Thrown when something read before the order's transaction (a price, a coupon, the cart) has
 * changed by the time the transaction locks it: the caller reads again and retries.
 */
export class StaleSnapshot extends Error {
  constructor(what: string) {
    super(`${what} changed while the order was being placed`);
  }
}
