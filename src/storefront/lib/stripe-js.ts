/**
 * Stripe.js, loaded from Stripe (or the URL the shop is configured with) only when a shopper pays
 * by Stripe, and the small part of its interface the shop uses. Card details go from the
 * Payment Element straight to Stripe; the shop's server never sees them.
 */
import type { StripePayment } from '../../shared/contracts/orders.ts';

export interface StripeError {
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
}

export interface StripeElements {
  create(type: 'payment'): StripePaymentElement;
}

export interface StripeClient {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeClient;
  }
}

/** What the browser needs to pay an order through Stripe, kept for the thank-you page. */
export type StripeHandoff = StripePayment;

const HANDOFF_PREFIX = 'stripe-payment:';

export function keepHandoff(orderNumber: string, handoff: StripeHandoff) {
  sessionStorage.setItem(HANDOFF_PREFIX + orderNumber, JSON.stringify(handoff));
}

export function readHandoff(orderNumber: string): StripeHandoff | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(HANDOFF_PREFIX + orderNumber) ?? 'null') as StripeHandoff | null;
    return value && typeof value.clientSecret === 'string' && typeof value.publishableKey === 'string' && typeof value.jsUrl === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function dropHandoff(orderNumber: string) {
  sessionStorage.removeItem(HANDOFF_PREFIX + orderNumber);
}

let script: Promise<void> | undefined;

/** Adds the Stripe.js script once; a failed download may be retried. */
export function loadStripe(jsUrl: string, publishableKey: string, locale: string): Promise<StripeClient> {
  script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = jsUrl;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => {
      script = undefined;
      tag.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(tag);
  });
  return script.then(() => {
    if (!window.Stripe) throw new Error('Stripe.js did not load');
    return window.Stripe(publishableKey, { locale });
  });
}
