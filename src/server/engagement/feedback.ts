/**
 * Feedback: what a shopper thinks, stored for the merchant and sent to the shop owner; a signed-in
 * customer (the one whose address is known) gets a thank-you in their language.
 */
import type { FeedbackBody } from '../../shared/contracts/engagement.ts';
import { shopOwner } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { feedback } from './engagement.schema.ts';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export async function submitFeedback(
  deps: { db: Db; mailer: Mailer },
  body: FeedbackBody,
  ctx: { lang: string; userId: number | null; email: string | null; visitorId: string | null; t: Translate; log: (err: unknown) => void },
): Promise<void> {
  await deps.db.insert(feedback).values({ slug: body.slug, message: body.message, userId: ctx.userId, visitorId: ctx.userId ? null : ctx.visitorId, lang: ctx.lang });
  const owner = await shopOwner(deps.db);
  const mails: Array<Promise<void>> = [];
  if (ctx.email) mails.push(deps.mailer.send({ to: ctx.email, subject: ctx.t('mail.feedbackSubject'), text: ctx.t('mail.feedbackText') }));
  if (owner?.email) mails.push(deps.mailer.send({ to: owner.email, subject: `Feedback: ${body.slug}`, text: body.message }));
  // The feedback is stored either way; a mail server hiccup must not fail the shopper's submit.
  await Promise.all(mails).catch(ctx.log);
}
