/**
 * First start: the merchant's owner account and (unless DEMO_DATA=0) the demo shop with a demo
 * customer. Passwords are random and returned once, for the start banner; they are never fixed.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createUser } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db/client.ts';
import { users } from '../accounts/accounts.schema.ts';
import { settings } from '../site/site.schema.ts';
import type { Storage } from '../platform/media/storage.ts';
import { seedDemoCatalog } from './demo.ts';

export interface DemoCredentials {
  customer: { email: string; password: string };
  owner: { email: string; password: string };
}

const randomPassword = () => randomBytes(12).toString('base64url').slice(0, 16);

export async function ensureDemoData(deps: { db: Db; storage: Storage; log: (msg: string) => void; demo?: boolean }): Promise<DemoCredentials | null> {
  const { db, log } = deps;
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, 'first_start')).limit(1);
  if (done) return null;
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const demo = deps.demo ?? process.env.DEMO_DATA !== '0';
  if (demo) {
    log('Loading the demo shop (first start)…');
    await seedDemoCatalog(db, deps.storage, { log });
  }
  const owner = { email: process.env.OWNER_EMAIL ?? 'owner@shop.local', password: randomPassword() };
  const customer = { email: 'customer@shop.local', password: randomPassword() };
  await createUser(db, { ...owner, firstName: 'Shop', lastName: 'Owner', staffRole: 'owner', verified: true });
  if (demo) await createUser(db, { ...customer, firstName: 'Demo', lastName: 'Customer', verified: true });
  await db.insert(settings).values({ key: 'first_start', value: { at: new Date().toISOString() } });
  return { owner, customer: demo ? customer : { email: '', password: '' } };
}
