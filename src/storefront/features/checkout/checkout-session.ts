/**
 * What the shopper entered during checkout, kept in session storage between the steps (never
 * the card), the idempotency key of this checkout, and the rules for which step may be shown.
 */
import { CHECKOUT_STEPS } from '../../../shared/constants.ts';
import type { AddressView } from '../../../shared/contracts/accounts.ts';
import type { Cart } from '../../../shared/contracts/cart.ts';
import type { z } from 'zod';
import { checkoutPlace, type CheckoutBody, type PaymentMethod, type ShippingOption } from '../../../shared/contracts/checkout.ts';
import type { Draft } from '../../app/use-form.ts';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, toAddressInput, validateAddress, validateEmail, type AddressValues } from '../../lib/address-validation.ts';

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type ShippingMethodView = z.infer<typeof ShippingOption>;

/** A saved address of the customer, as the checkout section's settings list them. */
export type SavedAddress = z.infer<typeof AddressView>;

export interface CheckoutSession {
  /** Sent with every attempt to place this cart's order, so a retry cannot order twice. */
  key: string;
  /** The cart the key belongs to; another cart gets another key. */
  cartFingerprint: string;
  email: string;
  /** A saved address of a customer, or null for the address typed in `address`. */
  addressId: number | null;
  address: AddressValues;
  saveAddress: boolean;
  /** The method chosen on the shipping step, for the summary of the payment step, with the language its name is in. */
  shippingMethod: (ShippingMethodView & { lang?: string }) | null;
  paymentMethod: PaymentMethod | null;
  remarks: string;
  /** Credits a signed-in customer spends on the order (0: none); the server uses at most what the order can take. */
  credits?: number;
}

const STORAGE_KEY = 'checkout';

/** Lines, quantities and coupons: what decides the order a checkout places. */
export function cartFingerprint(cart: Pick<Cart, 'lines' | 'coupons'>): string {
  const lines = cart.lines.map((l) => `${l.variantId}x${l.quantity}`).sort();
  const coupons = cart.coupons.map((c) => c.code.toUpperCase()).sort();
  return `${lines.join(',')}|${coupons.join(',')}`;
}

/** A random key; randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored session when it belongs to this cart; otherwise a new one that keeps the typed details. */
export function sessionForCart(
  stored: CheckoutSession | null,
  fingerprint: string,
  defaults: { email: string; addressId: number | null },
  makeKey = newIdempotencyKey,
): CheckoutSession {
  if (stored && stored.cartFingerprint === fingerprint) return stored;
  return {
    key: makeKey(),
    cartFingerprint: fingerprint,
    email: stored?.email || defaults.email,
    addressId: stored ? stored.addressId : defaults.addressId,
    address: { ...EMPTY_ADDRESS, ...stored?.address },
    saveAddress: stored?.saveAddress ?? true,
    shippingMethod: null,
    paymentMethod: stored?.paymentMethod ?? null,
    remarks: stored?.remarks ?? '',
  };
}

/**
 * The information form's draft when the checkout's session changes under it (the stored session,
 * read once the page is up, replaces the one the page was rendered with): the new session, with
 * what the shopper has already changed in the form since `base` (the session the draft started
 * from) kept, field by field, address lines included.
 */
export function keepEdited(next: CheckoutSession, draft: CheckoutSession, base: CheckoutSession): CheckoutSession {
  const kept: CheckoutSession = { ...next, address: { ...next.address } };
  for (const key of Object.keys(draft) as Array<keyof CheckoutSession>) {
    if (key === 'address' || draft[key] === base[key]) continue;
    (kept as unknown as Record<string, unknown>)[key] = draft[key];
  }
  for (const field of Object.keys(draft.address) as Array<keyof AddressValues>) {
    if (draft.address[field] !== base.address[field]) kept.address[field] = draft.address[field];
  }
  return kept;
}

export function readSession(): CheckoutSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as CheckoutSession) : null;
    return parsed && typeof parsed.key === 'string' && parsed.address ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(session: CheckoutSession) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    /* storage disabled: the details last for this page only */
  }
}

export function clearSession() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

/** The saved address chosen, when it is still in the address book. */
export function chosenAddress(session: CheckoutSession, addresses: SavedAddress[]): SavedAddress | null {
  return session.addressId === null ? null : (addresses.find((a) => a.id === session.addressId) ?? null);
}

/** The country shipping is quoted for. */
export function shippingCountry(session: CheckoutSession, addresses: SavedAddress[]): string {
  return chosenAddress(session, addresses)?.country ?? session.address.country;
}

export function informationComplete(session: CheckoutSession, addresses: SavedAddress[]): boolean {
  if (validateEmail(session.email)) return false;
  if (chosenAddress(session, addresses)) return true;
  return Object.keys(validateAddress(session.address)).length === 0;
}

/** What the information step fills of /checkout/place: the e-mail, and the address unless a saved one is chosen. */
export const InformationStep = checkoutPlace.body.pick({ email: true, address: true });
export const INFORMATION_LABELS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [`address.${f.name}`, f.label]));

export function informationBody(session: CheckoutSession, addresses: SavedAddress[]): Draft<z.input<typeof InformationStep>> {
  return { email: session.email, address: chosenAddress(session, addresses) ? undefined : toAddressInput(session.address) };
}

/** The step to show instead of `wanted` when an earlier step is not done; `wanted` when all are. */
export function allowedStep(wanted: CheckoutStep, session: CheckoutSession, addresses: SavedAddress[]): CheckoutStep {
  if (wanted === 'information') return wanted;
  if (!informationComplete(session, addresses)) return 'information';
  if (wanted === 'payment' && session.shippingMethod === null) return 'shipping';
  return wanted;
}

/** The body of /checkout/place; the server prices everything again. */
export function checkoutBody(
  session: CheckoutSession,
  addresses: SavedAddress[],
  opts: { signedIn: boolean; card?: CheckoutBody['card']; currency?: string },
): CheckoutBody {
  const saved = chosenAddress(session, addresses);
  return {
    idempotencyKey: session.key,
    email: session.email.trim(),
    ...(saved ? { addressId: saved.id } : { address: toAddressInput(session.address), saveAddress: opts.signedIn ? session.saveAddress : undefined }),
    shippingMethodId: session.shippingMethod?.id ?? 0,
    paymentMethod: session.paymentMethod ?? 'bank_transfer',
    card: session.paymentMethod === 'sandbox_card' ? opts.card : undefined,
    remarks: session.remarks.trim() || undefined,
    credits: opts.signedIn && session.credits ? session.credits : undefined,
    currency: opts.currency,
  };
}
