import { z } from 'zod';
import { PHONE_PATTERN } from '../constants.ts';
import { CURRENCY_CODES } from '../money.ts';
import { statesOf, usesPostalCode } from '../countries.ts';
import { defineCall } from './call.ts';
import { emailField, id, msg } from './common.ts';

const text = (max: number, key = 'validation.required') => z.string(msg(key)).trim().min(1, msg(key)).max(max, msg('validation.tooLong'));

export const AddressInput = z.strictObject({
  firstName: text(60, 'validation.firstNameRequired'),
  lastName: text(60, 'validation.lastNameRequired'),
  country: z
    .string(msg('validation.select'))
    .trim()
    .regex(/^[A-Z]{2}$/, msg('validation.select')),
  state: z.string().trim().max(80, msg('validation.tooLong')).default(''),
  city: text(80),
  area: z.string().trim().max(80, msg('validation.tooLong')).default(''),
  postalCode: z.string().trim().max(20, msg('validation.tooLong')).default(''),
  addressLine: text(200),
  apartment: z.string().trim().max(200, msg('validation.tooLong')).default(''),
  countryCode: z
    .string(msg('validation.countryCodeRequired'))
    .trim()
    .regex(/^\+?\d{1,4}$/, msg('validation.countryCodeRequired')),
  phone: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).regex(PHONE_PATTERN, msg('validation.phoneFormat')),
});
export type AddressInput = z.infer<typeof AddressInput>;

/**
 * The address book's per-country checks, on top of AddressInput's: where the country has a list
 * of states one of them is chosen, and where it uses postal codes one is given.
 */
export function checkCountryRules(address: { country: string; state: string; postalCode: string }, ctx: z.RefinementCtx): void {
  const states = statesOf(address.country);
  if (states && !states.includes(address.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: 'validation.select' });
  if (usesPostalCode(address.country) && !address.postalCode) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.required' });
}

/** An address for the address book: AddressInput with its country's rules. */
export const BookAddressInput = AddressInput.superRefine(checkCountryRules);

export const PAYMENT_METHODS = ['bank_transfer', 'cash_on_delivery', 'sandbox_card', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CardInput = z.strictObject({
  number: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, msg('validation.invalid')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, msg('validation.invalid')),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, msg('validation.invalid')),
});

export const CheckoutBody = z.strictObject({
  /** Sent with every attempt of the same checkout: a retry returns the same order. */
  idempotencyKey: z.string().trim().min(16).max(100),
  email: emailField(),
  address: AddressInput.optional(),
  addressId: id().optional(),
  saveAddress: z.boolean().optional(),
  shippingMethodId: id('validation.select'),
  paymentMethod: z.enum(PAYMENT_METHODS, msg('validation.select')),
  card: CardInput.optional(),
  remarks: z.string().trim().max(500, msg('validation.tooLong')).optional(),
  /** Credits to spend (100 = 1 unit of the base currency); at most the balance is used. */
  credits: z.number().int().nonnegative().max(2_000_000_000).optional(),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]).optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const ShippingQuoteBody = z.strictObject({
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, msg('validation.select')),
});
/** A shipping method with `fee`: what it charges the shopper's cart, as the order will be priced (free over its threshold). */
export const ShippingOption = z.object({ id: z.number().int(), name: z.string(), fee: z.number().int(), minDays: z.number().int(), maxDays: z.number().int() });
export const PaymentMethods = z.object({
  methods: z.array(z.object({ id: z.enum(PAYMENT_METHODS), name: z.string() })),
  stripePublishableKey: z.string().nullable(),
  stripeJsUrl: z.string().nullable(),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

export const PlacedOrder = z.object({
  orderNumber: z.string(),
  payStatus: z.enum(['unpaid', 'paid']),
  /** Lets a guest open the order (thank-you page, e-mail link); customers see it in their account. */
  guestToken: z.string().nullable(),
  /** For Stripe: confirm the PaymentIntent on the client with this secret. */
  clientSecret: z.string().nullable(),
});

const tags = ['checkout'];
/** The shipping methods for a country, with the fee each charges the shopper's cart. */
export const checkoutShipping = defineCall({ path: '/checkout/shipping', body: ShippingQuoteBody, answer: z.object({ methods: z.array(ShippingOption) }), tags });
export const checkoutPayments = defineCall({ path: '/checkout/payments', answer: PaymentMethods, tags });
export const checkoutPlace = defineCall({ path: '/checkout/place', body: CheckoutBody, answer: PlacedOrder, tags });
