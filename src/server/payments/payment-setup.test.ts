import { describe, expect, it } from 'vitest';
import { chooseStripeKeys, resolvePaymentSetup } from './payment-setup.ts';

const env = { secretKey: 'sk_env', publishableKey: 'pk_env', webhookSecret: 'whsec_env' };
const endpoints = { apiBase: 'https://api.stripe.com', jsUrl: 'https://js.stripe.com/v3/' };

describe('which Stripe keys the shop uses', () => {
  it("takes the owner's stored pair as a whole, else the environment's keys", () => {
    expect(chooseStripeKeys({ stripeSecretKey: 'sk_db', stripePublishableKey: 'pk_db' }, env)).toEqual({
      secretKey: 'sk_db',
      publishableKey: 'pk_db',
      webhookSecret: null,
    });
    expect(chooseStripeKeys({ stripeSecretKey: 'sk_db', stripeWebhookSecret: 'whsec_db' }, env)).toBe(env);
    expect(chooseStripeKeys({}, null)).toBeNull();
  });

  it('offers Stripe only with a secret and a publishable key', () => {
    const listed = ['bank_transfer', 'sandbox_card', 'stripe'];
    expect(resolvePaymentSetup(listed, env, endpoints)).toMatchObject({ methods: listed, online: ['sandbox_card', 'stripe'] });
    const noPublishable = resolvePaymentSetup(listed, { ...env, publishableKey: null }, endpoints);
    expect(noPublishable).toEqual({ methods: ['bank_transfer', 'sandbox_card'], online: ['sandbox_card'], stripe: null });
    expect(resolvePaymentSetup(['bank_transfer'], env, endpoints).methods).toEqual(['bank_transfer']);
  });
});
