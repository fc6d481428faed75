import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DurationBody, ViewBody } from '../../shared/contracts/catalog.ts';
import { envelope } from '../../shared/contracts/common.ts';
import { ok } from '../platform/http/envelope.ts';
import type { Tracker } from './analytics.service.ts';
import type { FastifyInstance } from 'fastify';
import { WEB } from '../platform/http/prefixes.ts';

const answer = { 200: envelope(z.null()) };

export function analyticsRoutes(tracker: Tracker): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/page/views', { schema: { tags: ['analytics'], body: ViewBody, response: answer } }, async (request) => {
      tracker.view('page', String(request.body.id));
      return ok(null);
    });
    app.post('/product/views', { schema: { tags: ['analytics'], body: ViewBody, response: answer } }, async (request) => {
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
    app.post('/stat/duration', { schema: { tags: ['analytics'], body: DurationBody, response: answer } }, async (request) => {
      tracker.duration(request.body.path ?? '/', request.body.duration);
      return ok(null);
    });
  };
}

export async function registerAnalytics(app: FastifyInstance, tracker: Tracker) {
  await app.register(analyticsRoutes(tracker), WEB);
}
