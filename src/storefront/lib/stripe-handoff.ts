/**
 * A Stripe payment between the features: checkout keeps the hand-off of a placed order in this
 * tab's session storage, the thank-you page reads it, and the payments feature's form takes it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { StripePayment } from '../../shared/contracts/orders.ts';

/** What the browser needs to pay an order through Stripe, kept for the thank-you page. */
export type StripeHandoff = StripePayment;

/** The props of the payments feature's Stripe form, for the screens that show it. */
export interface StripePayProps {
  handoff: StripeHandoff;
  amount: string;
  /** Where Stripe sends the shopper back after a payment method that leaves the page. */
  returnUrl: string;
  onPaid(): void;
}

const HANDOFF_PREFIX = 'stripe-payment:';

export function keepHandoff(orderNumber: string, handoff: StripeHandoff) {
  sessionStorage.setItem(HANDOFF_PREFIX + orderNumber, JSON.stringify(handoff));
}

function parseHandoff(raw: string | null): StripeHandoff | null {
  try {
    const value = JSON.parse(raw ?? 'null') as StripeHandoff | null;
    return value && typeof value.clientSecret === 'string' && typeof value.publishableKey === 'string' && typeof value.jsUrl === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function readHandoff(orderNumber: string): StripeHandoff | null {
  return parseHandoff(sessionStorage.getItem(HANDOFF_PREFIX + orderNumber));
}

export function dropHandoff(orderNumber: string) {
  sessionStorage.removeItem(HANDOFF_PREFIX + orderNumber);
}

const noSubscription = () => () => undefined;

/** The hand-off kept for an order (null: none, or no order); none while server-rendering and hydrating. */
export function useKeptHandoff(orderNumber: string | null): StripeHandoff | null {
  const raw = useSyncExternalStore(
    noSubscription,
    () => (orderNumber ? sessionStorage.getItem(HANDOFF_PREFIX + orderNumber) : null),
    () => null,
  );
  return useMemo(() => parseHandoff(raw), [raw]);
}
