/**
 * The payment provider keys the owner stores in the console, sealed at rest under the
 * environment's SETTINGS_ENCRYPTION_KEY (settings row `payment_keys`). Nothing here ever answers a
 * key's value to a caller outside the server: the console learns only whether each one is set.
 */
import { eq } from 'drizzle-orm';
import { PAYMENT_KEY_NAMES, type PaymentKeysBody } from '../../shared/contracts/site.ts';
import type { z } from 'zod';
import type { Executor } from '../platform/db/client.ts';
import { seal, unseal } from '../platform/sealed.ts';
import { settings } from './site.schema.ts';

type KeyName = (typeof PAYMENT_KEY_NAMES)[number];
const ROW = 'payment_keys';

async function sealedKeys(db: Executor): Promise<Partial<Record<KeyName, string>>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ROW)).limit(1);
  return (row?.value as Partial<Record<KeyName, string>> | undefined) ?? {};
}

/** Which keys are stored. */
export async function paymentKeysState(db: Executor): Promise<Record<KeyName, boolean>> {
  const stored = await sealedKeys(db);
  return Object.fromEntries(PAYMENT_KEY_NAMES.map((k) => [k, Boolean(stored[k])])) as Record<KeyName, boolean>;
}

/** Stores the keys sent (an empty one removes it); answers the names that changed. */
export async function savePaymentKeys(db: Executor, body: z.infer<typeof PaymentKeysBody>, secret: string): Promise<KeyName[]> {
  const stored = await sealedKeys(db);
  const changed: KeyName[] = [];
  for (const name of PAYMENT_KEY_NAMES) {
    const value = body[name];
    if (value === undefined) continue;
    if (value) stored[name] = seal(value, secret);
    else delete stored[name];
    changed.push(name);
  }
  await db
    .insert(settings)
    .values({ key: ROW, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } });
  return changed;
}

/** A stored key in clear, for the server's own use (a payment provider's client). */
export async function paymentKey(db: Executor, name: KeyName, secret: string): Promise<string | null> {
  const sealed = (await sealedKeys(db))[name];
  return sealed ? unseal(sealed, secret) : null;
}

/**
 * Every stored key in clear. A key sealed under another SETTINGS_ENCRYPTION_KEY (the environment's
 * key was changed) reads as missing, so the shop falls back instead of failing every payment.
 */
export async function storedPaymentKeys(db: Executor, secret: string): Promise<Partial<Record<KeyName, string>>> {
  const stored = await sealedKeys(db);
  const open: Partial<Record<KeyName, string>> = {};
  for (const name of PAYMENT_KEY_NAMES) {
    const sealed = stored[name];
    if (!sealed) continue;
    try {
      open[name] = unseal(sealed, secret);
    } catch {
      // Unreadable under this key: treated as not stored.
    }
  }
  return open;
}
