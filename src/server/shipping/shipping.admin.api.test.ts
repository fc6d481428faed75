import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../accounts/accounts.service.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { methodsForCountry } from './shipping.service.ts';

let server: TestServer;
let manager: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;

async function staffSession(email: string, staffRole: 'manager' | 'support') {
  await createUser(server.db, { email, password: 'staff-pass', staffRole });
  const signIn = await server.post('/api/admin/auth/signin', { account: email, password: 'staff-pass' });
  return { 'x-auth': signIn.body.data.token as string };
}

beforeAll(async () => {
  server = await startTestServer();
  manager = await staffSession('manager@shop.test', 'manager');
  support = await staffSession('support@shop.test', 'support');
  const signUp = await server.post('/api/web/auth/signup', {
    email: 'c@shop.test',
    password: 'secret-pass',
    firstName: 'Ana',
    lastName: 'Cruz',
    birthday: '1990-05-17',
    agree: true,
  });
  customer = { 'x-auth': signUp.body.data.token };
});
afterAll(() => server.close());

const audited = (action: string, entityId: number) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

describe('shipping zones and methods (merchant)', () => {
  it('creates a zone with a weight-priced and a free-over method that checkout then offers, audited', async () => {
    const zone = await server.post('/api/admin/shipping/zone/save', { name: 'Nordics', countries: ['SE', 'NO', 'SE'], position: 0 }, manager);
    expect(zone.status).toBe(200);
    expect(zone.body.data).toMatchObject({ name: 'Nordics', countries: ['SE', 'NO'], methods: [] });
    const zoneId = zone.body.data.id as number;
    const byWeight = await server.post(
      '/api/admin/shipping/method/save',
      { zoneId, name: { en: 'Post by weight', zh: '按重量邮寄' }, kind: 'weight', rate: 300, perKg: 150, minDays: 2, maxDays: 6 },
      manager,
    );
    expect(byWeight.body.data).toMatchObject({ kind: 'weight', rate: 300, perKg: 150, freeOver: null, active: true });
    const free = await server.post(
      '/api/admin/shipping/method/save',
      { zoneId, name: { en: 'Courier' }, kind: 'free_over', rate: 900, freeOver: 10000, perKg: 25, minDays: 1, maxDays: 2 },
      manager,
    );
    expect(free.body.data).toMatchObject({ kind: 'free_over', freeOver: 10000, perKg: null });
    const offered = await methodsForCountry(server.db, 'NO');
    expect(offered.map((m) => [m.name.en, m.kind])).toEqual([
      ['Post by weight', 'weight'],
      ['Courier', 'free_over'],
    ]);
    const list = await server.post('/api/admin/shipping/zones', {}, manager);
    expect(list.body.data.zones.find((z: { id: number }) => z.id === zoneId).methods).toHaveLength(2);
    const [created] = await audited('shipping.method.save', byWeight.body.data.id);
    expect(created).toMatchObject({ actorEmail: 'manager@shop.test', before: null, after: expect.objectContaining({ perKg: 150 }) });

    const changed = await server.post('/api/admin/shipping/method/save', { ...byWeight.body.data, rate: 350, active: false }, manager);
    expect(changed.body.data).toMatchObject({ rate: 350, active: false });
    expect((await methodsForCountry(server.db, 'NO')).map((m) => m.name.en)).toEqual(['Courier']);
    expect((await audited('shipping.method.save', byWeight.body.data.id)).at(-1)).toMatchObject({
      before: expect.objectContaining({ rate: 300 }),
      after: expect.objectContaining({ rate: 350 }),
    });

    expect((await server.post('/api/admin/shipping/zone/delete', { id: zoneId }, manager)).status).toBe(200);
    expect(await methodsForCountry(server.db, 'SE')).not.toContainEqual(expect.objectContaining({ name: { en: 'Courier' } }));
    expect(await audited('shipping.zone.delete', zoneId)).toHaveLength(1);
  });

  it('refuses incomplete methods and bad countries naming the field, unknown rows with 404, and those without the settings permission', async () => {
    const zoneId = (await server.post('/api/admin/shipping/zone/save', { name: 'Islands', countries: ['PH'] }, manager)).body.data.id;
    const method = { zoneId, name: { en: 'Boat' }, kind: 'weight', rate: 100, minDays: 3, maxDays: 9 };
    const noPerKg = await server.post('/api/admin/shipping/method/save', method, manager);
    expect(noPerKg.status).toBe(400);
    expect(noPerKg.body.data.field).toBe('perKg');
    expect((await server.post('/api/admin/shipping/method/save', { ...method, perKg: 50, maxDays: 1 }, manager)).body.data.field).toBe('maxDays');
    expect((await server.post('/api/admin/shipping/method/save', { ...method, perKg: 50, rate: -1 }, manager)).body.data.field).toBe('rate');
    expect((await server.post('/api/admin/shipping/method/save', { ...method, perKg: 50, name: { zh: '船' } }, manager)).body.data.field).toBe('name.en');
    expect((await server.post('/api/admin/shipping/zone/save', { name: 'Bad', countries: ['ph'] }, manager)).body.data.field).toBe('countries.0');
    expect((await server.post('/api/admin/shipping/method/save', { ...method, perKg: 50, zoneId: 999999 }, manager)).status).toBe(404);
    expect((await server.post('/api/admin/shipping/zone/save', { id: 999999, name: 'Ghost', countries: [] }, manager)).status).toBe(404);
    expect((await server.post('/api/admin/shipping/method/delete', { id: 999999 }, manager)).status).toBe(404);

    expect((await server.post('/api/admin/shipping/zones', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/shipping/zone/save', { name: 'Mine', countries: [] }, support)).status).toBe(403);
    expect((await server.post('/api/admin/shipping/zone/save', { name: 'Mine', countries: [] }, customer)).status).toBe(403);
    const zones = (await server.post('/api/admin/shipping/zones', {}, manager)).body.data.zones;
    expect(zones.find((z: { id: number }) => z.id === zoneId).methods).toEqual([]);
    expect(zones.map((z: { name: string }) => z.name)).not.toContain('Mine');
  });
});
