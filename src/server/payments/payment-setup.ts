/**
 * How the shop takes payments right now: the methods offered at checkout, the ones a shopper pays
 * in the browser, and Stripe's keys and client. Stripe's keys come from the console (sealed in the
 * settings, site/payment-keys.ts) or, failing a stored pair, from the environment; the answer is
 * kept until the site settings are purged (topic 'site'), so keys saved in the console take effect
 * on the next request without a restart.
 */
import type { Config, StripeKeys } from '../platform/config.ts';
import type { Executor } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';
import { onPurge } from '../platform/purge.ts';
import { storedPaymentKeys } from '../site/payment-keys.ts';
import { createStripeClient, type StripeClient } from './stripe.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  apiBase: string;
  jsUrl: string;
}

export interface PaymentSetup {
  /** Offered at checkout. */
  methods: string[];
  /** Of those, the ones a shopper pays in the browser, so an unpaid order of that method can be paid again. */
  online: string[];
  /** Stripe, when a usable key pair (secret and publishable) is known. */
  stripe: StripeSettings | null;
  client: StripeClient | null;
}

type StoredKeys = { stripeSecretKey?: string; stripePublishableKey?: string; stripeWebhookSecret?: string };

/**
 * The stored keys win as a set when the owner stored a secret and a publishable key; otherwise the
 * environment's set. Keys are never mixed across the two: they would belong to different accounts.
 */
export function chooseStripeKeys(stored: StoredKeys, env: StripeKeys | null): StripeKeys | null {
  if (stored.stripeSecretKey && stored.stripePublishableKey)
    return { secretKey: stored.stripeSecretKey, publishableKey: stored.stripePublishableKey, webhookSecret: stored.stripeWebhookSecret ?? null };
  return env;
}

/** The setup from the listed methods and the chosen keys (pure). */
export function resolvePaymentSetup(listed: readonly string[], keys: StripeKeys | null, endpoints: { apiBase: string; jsUrl: string }): Omit<PaymentSetup, 'client'> {
  const stripe = keys?.publishableKey ? { ...keys, publishableKey: keys.publishableKey, ...endpoints } : null;
  const methods = listed.filter((m) => m !== 'stripe' || stripe);
  return { methods, online: methods.filter((m) => m === 'sandbox_card' || m === 'stripe'), stripe };
}

export interface Payments {
  current(): Promise<PaymentSetup>;
  /** A Stripe client that uses the keys current at each call; it refuses (PAYMENT_FAILED) while there are none. */
  stripe: StripeClient;
  stop(): void;
}

export function createPayments(db: Executor, config: Pick<Config, 'listedPaymentMethods' | 'stripe' | 'settingsKey'>): Payments {
  let cached: Promise<PaymentSetup> | null = null;
  async function load(): Promise<PaymentSetup> {
    const stored = config.settingsKey ? await storedPaymentKeys(db, config.settingsKey) : {};
    const setup = resolvePaymentSetup(config.listedPaymentMethods, chooseStripeKeys(stored, config.stripe.envKeys), config.stripe);
    return { ...setup, client: setup.stripe ? createStripeClient(setup.stripe) : null };
  }
  const current = () => {
    // A failed read is not kept: the next request tries again.
    cached ??= load().catch((err: unknown) => {
      cached = null;
      throw err;
    });
    return cached;
  };
  const stop = onPurge('site', () => (cached = null));
  async function client(): Promise<StripeClient> {
    const { client: now } = await current();
    if (!now) throw new DomainError('PAYMENT_FAILED');
    return now;
  }
  return {
    current,
    stop,
    stripe: {
      createIntent: async (order) => (await client()).createIntent(order),
      retrieveIntent: async (id) => (await client()).retrieveIntent(id),
      refund: async (paymentIntent, orderId) => (await client()).refund(paymentIntent, orderId),
      refundPart: async (paymentIntent, amount, key) => (await client()).refundPart(paymentIntent, amount, key),
    },
  };
}
