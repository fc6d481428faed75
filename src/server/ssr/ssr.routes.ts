import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageGet } from '../../shared/contracts/page.ts';
import { route } from '../platform/http/route.ts';
import type { Db } from '../platform/db/client.ts';
import { buildPage } from './page.ts';
import type { SiteService } from '../site/site.service.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import { WEB } from '../platform/http/prefixes.ts';

/** `/page/get`: the page payload for a path, for clients that prefer POST to `?request=route`. */
export function pageRoutes(db: Db, site: SiteService, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, pageGet, async (request, reply) => {
      const payload = await buildPage({ db, site, publicUrl }, { path: request.body.path, query: request.body.query ?? {}, identity: await request.identity() });
      return reply.status(payload.status as 200).send({ code: payload.code, msg: 'ok', data: payload });
    });
  };
}

export async function registerPageApi(app: FastifyInstance, deps: { db: Db; site: SiteService; config: Config }) {
  await app.register(pageRoutes(deps.db, deps.site, deps.config.publicUrl), WEB);
}
