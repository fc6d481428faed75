import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { CheckoutBody } from '../../../shared/contracts/checkout.ts';
import { EMPTY_ADDRESS } from '../../lib/address-validation.ts';
import {
  allowedStep,
  cartFingerprint,
  checkoutBody,
  keepEdited,
  newIdempotencyKey,
  sessionForCart,
  type CheckoutSession,
  type SavedAddress,
} from './checkout-session.ts';

const address = { ...EMPTY_ADDRESS, firstName: 'Ann', lastName: 'Lee', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' };
const saved: SavedAddress[] = [{ ...address, id: 7, isDefault: true, country: 'CA' }];
const method = { id: 3, name: 'Standard', fee: 500, minDays: 3, maxDays: 5 };
const lines = [
  { variantId: 2, quantity: 1 },
  { variantId: 1, quantity: 3 },
] as Cart['lines'];

function session(patch: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    key: 'k'.repeat(20),
    cartFingerprint: 'f',
    email: 'ann@example.com',
    addressId: null,
    address,
    saveAddress: true,
    shippingMethod: null,
    paymentMethod: null,
    remarks: '',
    ...patch,
  };
}

describe('checkout session', () => {
  it('fingerprints a cart by lines and coupons, whatever their order', () => {
    const a = cartFingerprint({ lines, coupons: [{ code: 'save5', discount: 1 }] });
    expect(a).toBe(cartFingerprint({ lines: [...lines].reverse(), coupons: [{ code: 'SAVE5', discount: 2 }] }));
    expect(a).not.toBe(cartFingerprint({ lines: [{ ...lines[0], quantity: 2 }, lines[1]], coupons: [{ code: 'SAVE5', discount: 1 }] }));
  });

  it('keeps the key for the same cart and makes a new one, keeping the details, for another', () => {
    const stored = session({ cartFingerprint: 'A', shippingMethod: method });
    expect(sessionForCart(stored, 'A', { email: '', addressId: null }, () => 'new')).toBe(stored);
    const next = sessionForCart(stored, 'B', { email: 'x@y.z', addressId: null }, () => 'new-key');
    expect(next).toMatchObject({ key: 'new-key', cartFingerprint: 'B', email: 'ann@example.com', address, shippingMethod: null });
    expect(sessionForCart(null, 'B', { email: 'x@y.z', addressId: 7 }, () => 'n')).toMatchObject({ email: 'x@y.z', addressId: 7, address: EMPTY_ADDRESS });
  });

  it('makes keys the server accepts', () => {
    expect(CheckoutBody.shape.idempotencyKey.safeParse(newIdempotencyKey()).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('sends the shopper back to the first step that is not done', () => {
    expect(allowedStep('payment', session({ email: '' }), [])).toBe('information');
    expect(allowedStep('shipping', session({ address: { ...address, city: '' } }), [])).toBe('information');
    expect(allowedStep('shipping', session({ address: EMPTY_ADDRESS, addressId: 7 }), saved)).toBe('shipping');
    expect(allowedStep('shipping', session({ address: EMPTY_ADDRESS, addressId: 8 }), saved)).toBe('information');
    expect(allowedStep('payment', session(), [])).toBe('shipping');
    expect(allowedStep('payment', session({ shippingMethod: method }), [])).toBe('payment');
    expect(allowedStep('information', session({ email: '' }), [])).toBe('information');
  });

  it('builds a body the server accepts, with a saved address or a typed one', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const typed = checkoutBody(session({ shippingMethod: method, paymentMethod: 'sandbox_card', remarks: '  ' }), [], { signedIn: false, card, currency: 'USD' });
    expect(typed).toMatchObject({ address: { city: 'Austin' }, shippingMethodId: 3, card, saveAddress: undefined, remarks: undefined });
    expect(CheckoutBody.safeParse(typed).success).toBe(true);
    const chosen = checkoutBody(session({ addressId: 7, shippingMethod: method, paymentMethod: 'bank_transfer' }), saved, { signedIn: true, card });
    expect(chosen.addressId).toBe(7);
    expect(chosen.address).toBeUndefined();
    expect(chosen.card).toBeUndefined();
    expect(CheckoutBody.safeParse(chosen).success).toBe(true);
  });
});

describe('the information form when the stored session arrives', () => {
  const rendered = session({ key: '', email: '', address: { ...EMPTY_ADDRESS } });
  const stored = session({ email: 'stored@example.com', address: { ...address, city: 'Dallas' }, saveAddress: false });

  it('keeps what the shopper typed and takes the rest from the stored session', () => {
    const typed = { ...rendered, address: { ...rendered.address, firstName: 'Lea', city: 'Austin' } };
    const kept = keepEdited(stored, typed, rendered);
    expect(kept.key).toBe(stored.key);
    expect(kept.email).toBe('stored@example.com');
    expect(kept.saveAddress).toBe(false);
    expect(kept.address).toEqual({ ...stored.address, firstName: 'Lea', city: 'Austin' });
  });

  it('is the stored session when nothing was typed', () => {
    expect(keepEdited(stored, rendered, rendered)).toEqual(stored);
  });

  it('keeps a typed e-mail over the stored one', () => {
    expect(keepEdited(stored, { ...rendered, email: 'typed@example.com' }, rendered).email).toBe('typed@example.com');
  });
});
