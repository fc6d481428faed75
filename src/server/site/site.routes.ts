import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMailTemplateRoutes } from './mail-templates.admin.routes.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { Db } from '../platform/db/client.ts';
import { appConfig } from '../../shared/contracts/site.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import type { SiteService } from './site.service.ts';
import type { FastifyInstance } from 'fastify';
import { ADMIN, APP } from '../platform/http/prefixes.ts';
import { adminSiteRoutes } from './site.admin.routes.ts';

/** `/app/*`: public endpoints for apps; `/app/config` answers the public site configuration. */
export function appRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, appConfig, async () => {
      const { config, rates } = await site.get();
      return ok({
        name: config.name,
        locale: config.locale,
        router: config.router,
        theme: config.theme,
        injects: config.injects,
        baseCurrency: config.baseCurrency,
        rates,
        logo: config.logo,
        contact: config.contact,
        tax: config.tax,
      });
    });
  };
}

/** The public configuration under /app and the merchant's settings under /api/admin (robots.txt and the sitemap: sitemap.routes.ts). */
export async function registerSite(app: FastifyInstance, deps: { site: SiteService; db: Db; mailer: Mailer; config: { settingsKey: string | null; publicUrl: string } }) {
  await app.register(adminSiteRoutes(deps.site, deps.db, deps.config.settingsKey), ADMIN);
  await app.register(adminMailTemplateRoutes({ db: deps.db, mailer: deps.mailer, site: deps.site, publicUrl: deps.config.publicUrl }), ADMIN);
  await app.register(appRoutes(deps.site), APP);
}
