/** Quote requests: stored for the merchant, acknowledged to the shopper by e-mail. */
import type { InquiryBody } from '../../shared/contracts/engagement.ts';
import type { Db } from '../platform/db/client.ts';
import { shopOwner } from '../accounts/accounts.service.ts';
import { productBySlug } from '../catalog/catalog.service.ts';
import { inquiries } from './engagement.schema.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export async function submitInquiry(
  deps: { db: Db; mailer: Mailer },
  body: InquiryBody,
  ctx: { lang: string; userId: number | null; t: Translate; log: (err: unknown) => void },
): Promise<void> {
  const product = await productBySlug(deps.db, body.slug);
  await deps.db.insert(inquiries).values({
    slug: body.slug,
    productId: product?.id ?? null,
    userId: ctx.userId,
    name: body.name,
    email: body.email,
    company: body.company ?? '',
    quantity: body.quantity,
    message: body.message,
    lang: ctx.lang,
  });
  const owner = await shopOwner(deps.db);
  const mails = [deps.mailer.send({ to: body.email, subject: ctx.t('mail.inquirySubject'), text: ctx.t('mail.inquiryText', { name: body.name }) })];
  if (owner?.email) {
    mails.push(
      deps.mailer.send({
        to: owner.email,
        subject: `Quote request: ${body.slug} × ${body.quantity}`,
        text: `${body.name} <${body.email}>${body.company ? ` (${body.company})` : ''}\n\n${body.message}`,
      }),
    );
  }
  // The request is stored either way; a mail server hiccup must not fail the shopper's submit.
  await Promise.all(mails).catch(ctx.log);
}
