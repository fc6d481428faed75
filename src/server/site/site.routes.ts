import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../shared/contracts/common.ts';
import { ok } from '../platform/http/envelope.ts';
import type { SiteService } from './site.service.ts';

/** `/app/*`: public endpoints for apps; `/app/config` answers the public site configuration. */
export function appRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/config', { schema: { tags: ['app'], response: { 200: envelope(z.unknown()) } } }, async () => {
      const { config, rates } = await site.get();
      return ok({ name: config.name, locale: config.locale, router: config.router, theme: config.theme, injects: config.injects, baseCurrency: config.baseCurrency, rates });
    });
  };
}
