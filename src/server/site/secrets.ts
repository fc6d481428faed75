/**
 * Secrets the shop generates for itself when the environment gives none, kept in the settings
 * table so that restarts and every process of the shop use the same one.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { settings } from './site.schema.ts';

/** The secret stored under `key`, generated and stored on first use (the first process to store it wins). */
export async function storedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (typeof row?.value !== 'string') throw new Error(`The stored secret ${key} is missing`);
  return row.value;
}
