/** Feedback: what a shopper thinks, stored for the merchant and sent to the shop owner. */
import type { FeedbackBody } from '../../shared/contracts/engagement.ts';
import { shopOwner } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { feedback } from './engagement.schema.ts';

export async function submitFeedback(
  deps: { db: Db; mailer: Mailer },
  body: FeedbackBody,
  ctx: { lang: string; userId: number | null; visitorId: string | null; log: (err: unknown) => void },
): Promise<void> {
  await deps.db.insert(feedback).values({ slug: body.slug, message: body.message, userId: ctx.userId, visitorId: ctx.userId ? null : ctx.visitorId, lang: ctx.lang });
  const owner = await shopOwner(deps.db);
  if (!owner?.email) return;
  // The feedback is stored either way; a mail server hiccup must not fail the shopper's submit.
  await deps.mailer.send({ to: owner.email, subject: `Feedback: ${body.slug}`, text: body.message }).catch(ctx.log);
}
