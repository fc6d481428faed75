/** The merchant's site settings: locale, routes, theme, injects, bank transfer details (staff with the settings permissions). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentKeysGet, adminPaymentKeysSave, adminSiteGet, adminSiteSave } from '../../shared/contracts/site.ts';
import { roleCan } from '../../shared/contracts/staff.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { route } from '../platform/http/route.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import { paymentKeysState, savePaymentKeys } from './payment-keys.ts';
import type { SiteService } from './site.service.ts';

/**
 * The settings only those with `settings.payments` (the owner) change: where the shop's money goes,
 * and the scripts and styles every storefront page loads (injects run code on the shop's pages).
 */
const OWNER_SETTINGS = ['bankTransfer', 'bankTransferInstructions', 'injects'] as const;

export function adminSiteRoutes(site: SiteService, db: Db, settingsKey: string | null): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminSiteGet, permit('settings.read'), async () => ok(await site.stored()));
    route(app, adminSiteSave, permit('settings.write'), async (request) => {
      const { user } = staffOf(request);
      if (OWNER_SETTINGS.some((key) => request.body[key] !== undefined) && !roleCan(user.staffRole, 'settings.payments')) throw new DomainError('PERMISSION');
      const before = await site.stored();
      await site.update(request.body);
      const after = await site.stored();
      await audit(db, request, { action: 'settings.save', entity: 'settings', entityId: 'site', before, after });
      return ok(after, request.t('common.saved'));
    });
    // The keys' values never leave the server: answers and audit rows name which keys are set or changed.
    route(app, adminPaymentKeysGet, permit('settings.payments'), async () => ok(await paymentKeysState(db)));
    route(app, adminPaymentKeysSave, permit('settings.payments'), async (request) => {
      invariant(settingsKey, 'SETTINGS_KEY_MISSING');
      return db.transaction(async (tx) => {
        const before = await paymentKeysState(tx);
        const changed = await savePaymentKeys(tx, request.body, settingsKey);
        const after = await paymentKeysState(tx);
        await audit(tx, request, { action: 'settings.paymentKeys', entity: 'settings', entityId: 'payment_keys', before, after: { ...after, changed } });
        return ok(after, request.t('common.saved'));
      });
    });
  };
}
