/**
 * The merchant's side of quote requests and feedback: the inbox (filter by status, search, pages),
 * one request with its replies, its status, and the reply, stored and e-mailed to the shopper in
 * the language they wrote in. The reply's e-mail is a job written in the reply's transaction.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminInquiry, AdminInquiryListBody, AdminPageBody, InquiryStatus } from '../../shared/contracts/engagement-admin.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { users } from '../accounts/accounts.schema.ts';
import { audit } from '../accounts/audit.ts';
import { products } from '../catalog/catalog.schema.ts';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { feedback, inquiries, inquiryReplies } from './engagement.schema.ts';

/** The job kind of a reply's e-mail (payload: the reply's id). */
export const INQUIRY_REPLY = 'inquiry.reply';

/** `%term%` for ILIKE, with the user's own wildcards taken literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowColumns = {
  id: inquiries.id,
  slug: inquiries.slug,
  name: inquiries.name,
  email: inquiries.email,
  company: inquiries.company,
  quantity: inquiries.quantity,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
};

export async function inquiryList(db: Db, body: AdminInquiryListBody) {
  const filters: SQL[] = [];
  if (body.status) filters.push(eq(inquiries.status, body.status));
  if (body.q) {
    const term = like(body.q);
    filters.push(
      or(ilike(inquiries.name, term), ilike(inquiries.email, term), ilike(inquiries.company, term), ilike(inquiries.slug, term), ilike(inquiries.message, term))!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

export async function inquiryDetail(db: Db, id: number): Promise<AdminInquiry> {
  const [row] = await db
    .select({ ...rowColumns, message: inquiries.message, lang: inquiries.lang, productTitle: products.title })
    .from(inquiries)
    .leftJoin(products, eq(products.id, inquiries.productId))
    .where(eq(inquiries.id, id));
  invariant(row, 'NOT_FOUND');
  const replies = await db
    .select({ id: inquiryReplies.id, message: inquiryReplies.message, staffEmail: users.email, createdAt: inquiryReplies.createdAt })
    .from(inquiryReplies)
    .leftJoin(users, eq(users.id, inquiryReplies.staffId))
    .where(eq(inquiryReplies.inquiryId, id))
    .orderBy(inquiryReplies.createdAt, inquiryReplies.id);
  const { productTitle, ...rest } = row;
  return {
    ...rest,
    createdAt: row.createdAt.toISOString(),
    productName: productTitle ? localize(productTitle, 'en') : null,
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function setInquiryStatus(db: Db, request: FastifyRequest, id: number, status: InquiryStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    invariant(before, 'NOT_FOUND');
    await tx.update(inquiries).set({ status }).where(eq(inquiries.id, id));
    await audit(tx, request, { action: 'inquiry.status', entity: 'inquiry', entityId: id, before, after: { status } });
  });
}

/** Stores the reply, marks the request replied and writes the reply's e-mail job, together. */
export async function replyToInquiry(db: Db, request: FastifyRequest, id: number, message: string, staffId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    invariant(before, 'NOT_FOUND');
    const [reply] = await tx.insert(inquiryReplies).values({ inquiryId: id, staffId, message }).returning({ id: inquiryReplies.id });
    await tx.update(inquiries).set({ status: 'replied' }).where(eq(inquiries.id, id));
    const job = await enqueue(tx, INQUIRY_REPLY, { replyId: reply.id });
    await audit(tx, request, { action: 'inquiry.reply', entity: 'inquiry', entityId: id, before, after: { status: 'replied', replyId: reply.id, message } });
    return job;
  });
}

/** The job: the reply to the shopper, in the language of their request, quoting it. */
export async function sendInquiryReply(deps: { db: Db; mailer: Mailer }, replyId: number): Promise<void> {
  const [row] = await deps.db
    .select({ message: inquiryReplies.message, email: inquiries.email, name: inquiries.name, lang: inquiries.lang, asked: inquiries.message })
    .from(inquiryReplies)
    .innerJoin(inquiries, eq(inquiries.id, inquiryReplies.inquiryId))
    .where(eq(inquiryReplies.id, replyId));
  // The request was erased since (the shopper deleted their data): nothing to send.
  if (!row?.email) return;
  const { t } = createTranslator(row.lang);
  const quoted = row.asked
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  await deps.mailer.send({
    to: row.email,
    subject: t('mail.inquiryReplySubject'),
    text: `${t('mail.inquiryReplyText', { name: row.name })}\n\n${row.message}\n\n${quoted}`,
  });
}

export async function feedbackList(db: Db, body: AdminPageBody) {
  const where = body.q ? or(ilike(feedback.message, like(body.q)), ilike(feedback.slug, like(body.q)), ilike(users.email, like(body.q))) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: feedback.id, slug: feedback.slug, message: feedback.message, lang: feedback.lang, email: users.email, createdAt: feedback.createdAt })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}
