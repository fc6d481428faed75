import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteAdd, favoriteCancel, feedbackSubmit, inquirySubmit, newsletterSubscribe, stockAlertAdd } from '../../shared/contracts/engagement.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireShopper, requireUser } from '../accounts/identity.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { addFavorite, cancelFavorite, saveArticle, unsaveArticle } from './favorites.ts';
import { submitFeedback } from './feedback.ts';
import { submitInquiry } from './inquiries.ts';
import { confirmSubscription, newsletterSecret, subscribe, unsubscribe } from './newsletter.ts';
import { requestStockAlert } from './stock-alerts.ts';
import { adminEngagementRoutes } from './engagement.admin.routes.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../platform/config.ts';
import { ADMIN, APP, WEB } from '../platform/http/prefixes.ts';

const formRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export function engagementRoutes(deps: { db: Db; mailer: Mailer; publicUrl: string }): FastifyPluginAsyncZod {
  const { db, mailer } = deps;
  return async (app) => {
    // Products may be favourites of a visitor too; saving an article needs an account.
    route(app, favoriteAdd, async (request, reply) => {
      const body = request.body;
      if (body.types === 'article') {
        await saveArticle(db, (await requireUser(request)).user.id, body.articleId);
        return ok(null, request.t('article.saved'));
      }
      await addFavorite(db, await requireShopper(request, reply), body.productId);
      return ok(null, request.t('wishlist.added'));
    });
    route(app, favoriteCancel, async (request, reply) => {
      const body = request.body;
      if (body.types === 'article') {
        await unsaveArticle(db, (await requireUser(request)).user.id, body.articleId);
        return ok(null, request.t('article.unsaved'));
      }
      await cancelFavorite(db, await requireShopper(request, reply), body.productId);
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
        email: identity?.user.email ?? null,
        visitorId: request.visitorId ?? null,
        t: request.t,
        log: (err) => request.log.error({ err }, 'feedback e-mail failed'),
      });
      return ok(null, request.t('inquiry.feedbackThanks'));
    });
    route(app, stockAlertAdd, { config: formRateLimit }, async (request) => {
      const identity = await request.identity();
      await requestStockAlert(db, request.body, { userId: identity?.user.id ?? null, email: identity?.user.email ?? null, lang: request.lang });
      return ok(null, request.t('product.notifyAdded'));
    });
  };
}

/** A small page of the shop answering a link from an e-mail, in the given language, linking to the home page in it. */
function linkAnswerPage(lang: string, heading: string, home: string): string {
  const safe = heading.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${safe}</title></head><body style="font-family:system-ui;text-align:center;padding:4rem 1rem"><h1>${safe}</h1><p><a href="${lang === 'en' ? '/' : `/${lang}`}">${home.replace(/[<>&"]/g, '')}</a></p></body></html>`;
}

/**
 * `GET /app/newsletter/confirm?token=…`: the link in the confirmation e-mail.
 * `GET|POST /app/newsletter/unsubscribe?token=…`: the link in every marketing e-mail, opened or
 * posted by the mail client (one click, RFC 8058); it answers in the subscriber's language.
 */
export function newsletterLinkRoutes(db: Db): FastifyPluginAsyncZod {
  const secret = newsletterSecret(db);
  return async (app) => {
    // The one-click post's form body (`List-Unsubscribe=One-Click`) says nothing the address does not.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    app.get('/newsletter/confirm', { schema: { tags: ['engagement'], querystring: z.object({ token: z.string().max(200).default('') }) } }, async (request, reply) => {
      const confirmed = await confirmSubscription(db, request.query.token);
      reply.status(confirmed ? 200 : 400).type('text/html; charset=utf-8');
      return linkAnswerPage(request.lang, request.t(confirmed ? 'newsletter.subscribed' : 'refusals.verificationFailed'), request.t('errors.goHome'));
    });
    const unsubscribeSchema = { tags: ['engagement'], querystring: z.object({ token: z.string().max(200).default('') }) };
    const leave = async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply) => {
      const done = await unsubscribe(db, await secret(), request.query.token);
      const { t, lang } = done ? createTranslator(done.lang) : { t: request.t, lang: request.lang };
      reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store');
      return linkAnswerPage(lang, t(done ? 'newsletter.unsubscribed' : 'newsletter.unsubscribeInvalid'), t('errors.goHome'));
    };
    app.get('/newsletter/unsubscribe', { schema: unsubscribeSchema }, leave);
    // Mail clients post `List-Unsubscribe=One-Click` as a form; the token is in the address.
    app.post('/newsletter/unsubscribe', { schema: unsubscribeSchema }, leave);
  };
}

export async function registerEngagement(app: FastifyInstance, deps: { db: Db; mailer: Mailer; config: Config; jobs: { kick(): void } }) {
  await app.register(engagementRoutes({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }), WEB);
  await app.register(newsletterLinkRoutes(deps.db), APP);
  await app.register(adminEngagementRoutes({ db: deps.db, kickJobs: deps.jobs.kick }), ADMIN);
}
