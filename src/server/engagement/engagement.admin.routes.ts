/**
 * The merchant's engagement calls: the inquiry inbox (list, one, status, reply), the feedback,
 * the newsletter's subscribers (list, CSV export, send a newsletter). Writes leave their audit row
 * in their own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUBSCRIBER_EXPORT_PATH,
  SubscriberExportQuery,
  adminFeedbackList,
  adminInquiryGet,
  adminInquiryList,
  adminInquiryReply,
  adminInquiryStatus,
  adminNewsletterSend,
  adminSubscriberList,
} from '../../shared/contracts/engagement-admin.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { feedbackList, inquiryDetail, inquiryList, replyToInquiry, setInquiryStatus } from './inquiry-inbox.ts';
import { queueNewsletter, subscriberCsv, subscriberList } from './newsletter.ts';

export function adminEngagementRoutes(deps: { db: Db; kickJobs(): void }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    route(app, adminInquiryList, permit('inquiries.read'), async (request) => ok(await inquiryList(db, request.body)));
    route(app, adminInquiryGet, permit('inquiries.read'), async (request) => ok(await inquiryDetail(db, request.body.id)));
    route(app, adminInquiryStatus, permit('inquiries.reply'), async (request) => {
      await setInquiryStatus(db, request, request.body.id, request.body.status);
      return ok(await inquiryDetail(db, request.body.id));
    });
    route(app, adminInquiryReply, permit('inquiries.reply'), async (request) => {
      await replyToInquiry(db, request, request.body.id, request.body.message, staffOf(request).user.id);
      deps.kickJobs();
      return ok(await inquiryDetail(db, request.body.id));
    });
    route(app, adminFeedbackList, permit('inquiries.read'), async (request) => ok(await feedbackList(db, request.body)));

    // Subscribers are the marketing list: the permission that mails them is the one that sees them.
    route(app, adminSubscriberList, permit('marketing.write'), async (request) => {
      const answer = await subscriberList(db, request.body);
      // A look at the list changes nothing: no audit row.
      request.audited = true;
      return ok(answer);
    });
    app.get(
      SUBSCRIBER_EXPORT_PATH.slice('/api/admin'.length),
      { config: { permission: 'marketing.write' }, schema: { querystring: SubscriberExportQuery, tags: ['admin'], summary: 'The newsletter subscribers as CSV' } },
      async (request, reply) => {
        const csv = await subscriberCsv(db, request.query.q);
        // Personal data leaving the shop: who took it is kept.
        await audit(db, request, { action: 'newsletter.export', entity: 'newsletter', after: { q: request.query.q ?? null } });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
    route(app, adminNewsletterSend, permit('marketing.write'), async (request) => {
      const queued = await queueNewsletter(db, request, request.body);
      deps.kickJobs();
      return ok({ queued });
    });
  };
}
