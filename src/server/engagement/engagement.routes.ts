import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteAdd, favoriteCancel, feedbackSubmit, inquirySubmit, newsletterSubscribe } from '../../shared/contracts/engagement.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireShopper, requireUser } from '../accounts/identity.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { addFavorite, cancelFavorite, saveArticle, unsaveArticle } from './favorites.ts';
import { submitFeedback } from './feedback.ts';
import { submitInquiry } from './inquiries.ts';
import { confirmSubscription, subscribe } from './newsletter.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import { APP, WEB } from '../platform/http/prefixes.ts';

const formRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export function engagementRoutes(deps: { db: Db; mailer: Mailer; publicUrl: string }): FastifyPluginAsyncZod {
  const { db, mailer } = deps;
  return async (app) => {
    // Products may be favourites of a visitor too; saving an article needs an account.
    route(app, favoriteAdd, async (request) => {
      const body = request.body;
      if (body.types === 'article') {
        await saveArticle(db, (await requireUser(request)).user.id, body.articleId);
        return ok(null, request.t('article.saved'));
      }
      await addFavorite(db, await requireShopper(request), body.productId);
      return ok(null, request.t('wishlist.added'));
    });
    route(app, favoriteCancel, async (request) => {
      const body = request.body;
      if (body.types === 'article') {
        await unsaveArticle(db, (await requireUser(request)).user.id, body.articleId);
        return ok(null, request.t('article.unsaved'));
      }
      await cancelFavorite(db, await requireShopper(request), body.productId);
      return ok(null, request.t('wishlist.removed'));
    });
    route(app, newsletterSubscribe, { config: formRateLimit }, async (request) => {
      await subscribe(deps, request.body.email, request.lang, request.t);
      return ok(null, request.t('newsletter.confirmSent'));
    });
    route(app, inquirySubmit, { config: formRateLimit }, async (request) => {
      const identity = await request.identity();
      await submitInquiry({ db, mailer }, request.body, {
        lang: request.lang,
        userId: identity?.user.id ?? null,
        t: request.t,
        log: (err) => request.log.error({ err }, 'inquiry e-mail failed'),
      });
      return ok(null, request.t('inquiry.sent'));
    });
    route(app, feedbackSubmit, { config: formRateLimit }, async (request) => {
      const identity = await request.identity();
      await submitFeedback({ db, mailer }, request.body, {
        lang: request.lang,
        userId: identity?.user.id ?? null,
        visitorId: request.visitorId ?? null,
        log: (err) => request.log.error({ err }, 'feedback e-mail failed'),
      });
      return ok(null, request.t('inquiry.feedbackThanks'));
    });
  };
}

/** `GET /app/newsletter/confirm?token=…`: the link in the confirmation e-mail. */
export function newsletterConfirmRoute(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/newsletter/confirm', { schema: { tags: ['engagement'], querystring: z.object({ token: z.string().max(200).default('') }) } }, async (request, reply) => {
      const confirmed = await confirmSubscription(db, request.query.token);
      const text = request.t(confirmed ? 'newsletter.subscribed' : 'errors.verificationFailed');
      reply.status(confirmed ? 200 : 400).type('text/html; charset=utf-8');
      const safe = text.replace(/[<>&"]/g, '');
      return `<!doctype html><html lang="${request.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${safe}</title></head><body style="font-family:system-ui;text-align:center;padding:4rem 1rem"><h1>${safe}</h1><p><a href="/">${request.t('errors.goHome')}</a></p></body></html>`;
    });
  };
}

export async function registerEngagement(app: FastifyInstance, deps: { db: Db; mailer: Mailer; config: Config }) {
  await app.register(engagementRoutes({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }), WEB);
  await app.register(newsletterConfirmRoute(deps.db), APP);
}
