/** The merchant's site settings: locale, routes, theme, injects, bank transfer details (staff with the settings permissions). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentKeysGet,
  adminPaymentKeysSave,
  adminRateDelete,
  adminRateSave,
  adminRatesList,
  adminSiteGet,
  adminSiteSave,
  type SiteConfig,
  type SiteConfigPatch,
} from '../../shared/contracts/site.ts';
import { roleCan } from '../../shared/contracts/staff.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { route } from '../platform/http/route.ts';
import { claimUploads } from '../platform/media/uploads.ts';
import { purge } from '../platform/purge.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import { paymentKeysState, savePaymentKeys } from './payment-keys.ts';
import type { SiteService } from './site.service.ts';

/**
 * The settings only those with `settings.payments` (the owner) change: where the shop's money goes,
 * and the scripts and styles every storefront page loads (injects run code on the shop's pages).
 */
const OWNER_SETTINGS = ['bankTransfer', 'bankTransferInstructions', 'injects'] as const;

/**
 * Refuses a patch the storefront could not show: offered currencies without the base or without
 * any rate entered, a logo that is not an image uploaded to this shop.
 */
async function checkPatch(site: SiteService, db: Db, userId: number, before: SiteConfig, patch: SiteConfigPatch): Promise<void> {
  const base = patch.baseCurrency ?? before.baseCurrency;
  if (patch.currencies) {
    if (!patch.currencies.includes(base as never)) throw new DomainError('BASE_CURRENCY_OFFERED', {}, { field: 'currencies' });
    const entered = new Set((await site.rates()).list.map((r) => r.code));
    const missing = patch.currencies.find((code) => code !== base && !entered.has(code));
    if (missing) throw new DomainError('RATE_MISSING', { code: missing }, { field: 'currencies' });
  }
  if (patch.logo && patch.logo !== before.logo) await claimUploads(db, userId, [patch.logo]);
}

export function adminSiteRoutes(site: SiteService, db: Db, settingsKey: string | null): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminSiteGet, permit('settings.read'), async () => ok(await site.stored()));
    route(app, adminSiteSave, permit('settings.write'), async (request) => {
      const { user } = staffOf(request);
      if (OWNER_SETTINGS.some((key) => request.body[key] !== undefined) && !roleCan(user.staffRole, 'settings.payments')) throw new DomainError('PERMISSION');
      const before = await site.stored();
      await checkPatch(site, db, user.id, before, request.body);
      await site.update(request.body);
      const after = await site.stored();
      await audit(db, request, { action: 'settings.save', entity: 'settings', entityId: 'site', before, after });
      purge('site');
      return ok(after, request.t('common.saved'));
    });
    route(app, adminRatesList, permit('settings.read'), async () => ok(await site.rates()));
    route(app, adminRateSave, permit('settings.write'), async (request) => {
      const { code, rate, effectiveFrom } = request.body;
      const current = await site.rates();
      if (code === current.baseCurrency) throw new DomainError('RATE_FOR_BASE', {}, { field: 'code' });
      const before = current.list.find((r) => r.code === code && r.effectiveFrom === effectiveFrom) ?? null;
      await site.saveRate({ code, rate, effectiveFrom });
      await audit(db, request, { action: 'settings.rate', entity: 'currency_rate', entityId: `${code}@${effectiveFrom}`, before, after: { code, rate, effectiveFrom } });
      purge('site');
      return ok(await site.rates(), request.t('common.saved'));
    });
    route(app, adminRateDelete, permit('settings.write'), async (request) => {
      const { code, effectiveFrom } = request.body;
      const current = await site.rates();
      const before = current.list.find((r) => r.code === code && r.effectiveFrom === effectiveFrom);
      invariant(before, 'NOT_FOUND');
      const config = await site.stored();
      const others = current.list.filter((r) => r.code === code && r.effectiveFrom !== effectiveFrom);
      if (others.length === 0 && config.currencies?.includes(code)) throw new DomainError('RATE_IN_USE', { code });
      await site.deleteRate({ code, effectiveFrom });
      await audit(db, request, { action: 'settings.rateDelete', entity: 'currency_rate', entityId: `${code}@${effectiveFrom}`, before, after: null });
      purge('site');
      return ok(await site.rates(), request.t('common.saved'));
    });
    // The keys' values never leave the server: answers and audit rows name which keys are set or changed.
    route(app, adminPaymentKeysGet, permit('settings.payments'), async () => ok(await paymentKeysState(db)));
    route(app, adminPaymentKeysSave, permit('settings.payments'), async (request) => {
      invariant(settingsKey, 'SETTINGS_KEY_MISSING');
      const after = await db.transaction(async (tx) => {
        const before = await paymentKeysState(tx);
        const changed = await savePaymentKeys(tx, request.body, settingsKey);
        const now = await paymentKeysState(tx);
        await audit(tx, request, { action: 'settings.paymentKeys', entity: 'settings', entityId: 'payment_keys', before, after: { ...now, changed } });
        return now;
      });
      // The checkout's methods, Stripe's client, its webhook secret and the pages' CSP follow the new keys at once.
      purge('site');
      return ok(after, request.t('common.saved'));
    });
  };
}
