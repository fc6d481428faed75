/** The merchant's site settings: locale, routes, theme, injects (staff only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../shared/contracts/common.ts';
import { SiteConfig } from '../../shared/contracts/site.ts';
import { ok } from '../platform/http/envelope.ts';
import { requireStaff } from '../accounts/identity.ts';
import type { SiteService } from './site.service.ts';

/** What the merchant may send: the stored config, every part optional, nothing else. */
const SiteConfigPatch = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  locale: SiteConfig.shape.locale.optional(),
  router: SiteConfig.shape.router.optional(),
  theme: SiteConfig.shape.theme.optional(),
  injects: SiteConfig.shape.injects.optional(),
  baseCurrency: SiteConfig.shape.baseCurrency.optional(),
  bankTransferInstructions: SiteConfig.shape.bankTransferInstructions.optional(),
});

export function adminSiteRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/site/get', { schema: { tags: ['admin'], response: { 200: envelope(SiteConfig) } } }, async (request) => {
      await requireStaff(request);
      return ok(await site.stored());
    });
    app.post('/site/save', { schema: { tags: ['admin'], body: SiteConfigPatch, response: { 200: envelope(SiteConfig) } } }, async (request) => {
      await requireStaff(request);
      await site.update(request.body);
      return ok(await site.stored(), request.t('common.saved'));
    });
  };
}
