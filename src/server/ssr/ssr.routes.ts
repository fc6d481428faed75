import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageGet } from '../../shared/contracts/page.ts';
import { route } from '../platform/http/route.ts';
import type { Db } from '../platform/db/client.ts';
import { buildPage } from './page.ts';
import { requestContext } from './request-context.ts';
import type { SiteService } from '../site/site.service.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import { WEB } from '../platform/http/prefixes.ts';

/** `/page/get`: the page payload for a path, for clients that prefer POST to `?request=route`. */
export function pageRoutes(db: Db, site: SiteService, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, pageGet, async (request, reply) => {
      // The page API has never read the visitor id: a visitor's cart and checkout come empty here.
      const payload = await buildPage(
        { db, publicUrl },
        await requestContext(request, site, { path: request.body.path, query: request.body.query ?? {}, visitorId: null }),
      );
      return reply.status(payload.status as 200).send({ code: payload.code, msg: 'ok', data: payload });
    });
  };
}

export async function registerPageApi(app: FastifyInstance, deps: { db: Db; site: SiteService; config: Config }) {
  await app.register(pageRoutes(deps.db, deps.site, deps.config.publicUrl), WEB);
}
