import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { paymentKey } from './payment-keys.ts';
import { settings } from './site.schema.ts';

const ENCRYPTION_KEY = 'test-settings-encryption-key';
const SECRET = 'sk_live_51SuperSecretValue';
let server: TestServer;
let owner: Record<string, string>;
let manager: Record<string, string>;

async function staffSession(email: string, staffRole: 'owner' | 'manager') {
  await createUser(server.db, { email, password: 'staff-pass', staffRole });
  const signIn = await server.post('/api/admin/auth/signin', { account: email, password: 'staff-pass' });
  return { 'x-auth': signIn.body.data.token as string };
}

beforeAll(async () => {
  server = await startTestServer({ SETTINGS_ENCRYPTION_KEY: ENCRYPTION_KEY });
  owner = await staffSession('owner@shop.test', 'owner');
  manager = await staffSession('manager@shop.test', 'manager');
});
afterAll(() => server.close());

describe('payment keys (owner only)', () => {
  it('are stored sealed, answered only as set or not, and never written to the audit log', async () => {
    expect((await server.post('/api/admin/site/payment-keys', {}, owner)).body.data).toEqual({
      stripeSecretKey: false,
      stripePublishableKey: false,
      stripeWebhookSecret: false,
    });
    const saved = await server.post('/api/admin/site/payment-keys/save', { stripeSecretKey: SECRET, stripeWebhookSecret: 'whsec_abc123' }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ stripeSecretKey: true, stripePublishableKey: false, stripeWebhookSecret: true });
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);
    const got = await server.post('/api/admin/site/payment-keys', {}, owner);
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    expect(JSON.stringify((await server.post('/api/admin/site/get', {}, owner)).body)).not.toContain(SECRET);

    const [row] = await server.db.select().from(settings).where(eq(settings.key, 'payment_keys'));
    expect(JSON.stringify(row.value)).not.toContain(SECRET);
    expect(await paymentKey(server.db, 'stripeSecretKey', ENCRYPTION_KEY)).toBe(SECRET);
    await expect(paymentKey(server.db, 'stripeSecretKey', 'another-key')).rejects.toThrow();

    const audits = await server.db.select().from(auditLog).where(eq(auditLog.action, 'settings.paymentKeys'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(SECRET);
    expect(audits[0].after).toMatchObject({ changed: ['stripeSecretKey', 'stripeWebhookSecret'] });

    const removed = await server.post('/api/admin/site/payment-keys/save', { stripeWebhookSecret: '' }, owner);
    expect(removed.body.data).toEqual({ stripeSecretKey: true, stripePublishableKey: false, stripeWebhookSecret: false });
  });

  it('refuses managers, unknown keys and malformed values', async () => {
    expect((await server.post('/api/admin/site/payment-keys', {}, manager)).status).toBe(403);
    expect((await server.post('/api/admin/site/payment-keys/save', { stripeSecretKey: 'sk_mine' }, manager)).status).toBe(403);
    const unknown = await server.post('/api/admin/site/payment-keys/save', { paypalKey: 'x' }, owner);
    expect(unknown.status).toBe(400);
    const spaced = await server.post('/api/admin/site/payment-keys/save', { stripePublishableKey: 'pk test' }, owner);
    expect(spaced.status).toBe(400);
    expect(spaced.body.data.field).toBe('stripePublishableKey');
    expect(await paymentKey(server.db, 'stripeSecretKey', ENCRYPTION_KEY)).toBe(SECRET);
  });
});

describe('payment keys without an encryption key in the environment', () => {
  it('cannot be stored', async () => {
    const bare = await startTestServer();
    try {
      await createUser(bare.db, { email: 'o@shop.test', password: 'staff-pass', staffRole: 'owner' });
      const token = (await bare.post('/api/admin/auth/signin', { account: 'o@shop.test', password: 'staff-pass' })).body.data.token;
      const refused = await bare.post('/api/admin/site/payment-keys/save', { stripeSecretKey: SECRET }, { 'x-auth': token });
      expect(refused.status).toBe(409);
      expect((await bare.post('/api/admin/site/payment-keys', {}, { 'x-auth': token })).body.data.stripeSecretKey).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
