import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViews, productViews, statDuration } from '../../shared/contracts/analytics.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import type { Tracker } from './analytics.service.ts';
import type { FastifyInstance } from 'fastify';
import { WEB } from '../platform/http/prefixes.ts';

export function analyticsRoutes(tracker: Tracker): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, pageViews, async (request) => {
      tracker.view('page', String(request.body.id));
      return ok(null);
    });
    route(app, productViews, async (request) => {
      tracker.view('product', String(request.body.id));
      return ok(null);
    });
    // The duration beacon arrives through navigator.sendBeacon, which may send text/plain.
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (err) {
        done(err as Error, undefined);
      }
    });
    route(app, statDuration, async (request) => {
      tracker.duration(request.body.path ?? '/', request.body.duration);
      return ok(null);
    });
  };
}

export async function registerAnalytics(app: FastifyInstance, tracker: Tracker) {
  await app.register(analyticsRoutes(tracker), WEB);
}
