/** Quote requests: stored for the merchant, acknowledged to the shopper by e-mail. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { InquiryBody } from '../../shared/contracts/engagement.ts';
import type { Db } from '../platform/db/client.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { inquiries } from './engagement.schema.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export async function submitInquiry(
  deps: { db: Db; mailer: Mailer },
  body: InquiryBody,
  ctx: { lang: string; userId: number | null; t: Translate; log: (err: unknown) => void },
): Promise<void> {
  const [product] = await deps.db.select({ id: products.id }).from(products).where(eq(products.slug, body.slug)).limit(1);
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
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(and(eq(users.staffRole, 'owner'), isNotNull(users.email))).limit(1);
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
