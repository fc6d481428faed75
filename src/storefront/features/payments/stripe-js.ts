/**
 * Stripe.js, loaded from Stripe (or the URL the shop is configured with) only when a shopper pays
 * by Stripe, and the small part of its interface the shop uses. Card details go from the
 * Payment Element straight to Stripe; the shop's server never sees them.
 */
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
