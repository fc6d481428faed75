/** The merchant's site settings: locale, routes, theme, injects (staff only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSiteGet, adminSiteSave } from '../../shared/contracts/site.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireStaff } from '../accounts/identity.ts';
import type { SiteService } from './site.service.ts';

export function adminSiteRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminSiteGet, async (request) => {
      await requireStaff(request);
      return ok(await site.stored());
    });
    route(app, adminSiteSave, async (request) => {
      await requireStaff(request);
      await site.update(request.body);
      return ok(await site.stored(), request.t('common.saved'));
    });
  };
}
