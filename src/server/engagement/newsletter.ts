/**
 * Newsletter sign-up with double opt-in: a confirmation link is e-mailed; only confirmed addresses
 * count. Every marketing e-mail carries a signed unsubscribe link (in its text and as the
 * one-click `List-Unsubscribe` headers); the link works without signing in and is harmless when
 * opened again. A new sign-up after unsubscribing asks for confirmation again, and the old links
 * stop working (they are signed over the subscription's confirmation hash, which changes).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminPageBody } from '../../shared/contracts/engagement-admin.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { audit } from '../accounts/audit.ts';
import { csvDocument } from '../platform/csv.ts';
import type { Db } from '../platform/db/client.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import type { Mail, Mailer } from '../platform/mail/mailer.ts';
import { storedSecret } from '../site/secrets.ts';
import { newsletterSubscribers } from './engagement.schema.ts';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The job kind of one subscriber's copy of a newsletter (payload: subscriber id, subject, text). */
export const NEWSLETTER_COPY = 'newsletter.copy';

export async function subscribe(deps: { db: Db; mailer: Mailer; publicUrl: string }, email: string, lang: string, t: Translate): Promise<void> {
  const { token, hash } = newToken();
  // The unique key is lower(email), an expression the query builder cannot name as a target. A
  // confirmed subscriber keeps their subscription (and links); one who left starts over.
  const result = (await deps.db.execute(sql`
    insert into ${newsletterSubscribers} as s (email, lang, token_hash) values (${email}, ${lang}, ${hash})
    on conflict (lower(email)) do update set
      token_hash = case when s.confirmed_at is not null and s.unsubscribed_at is null then s.token_hash else excluded.token_hash end,
      confirmed_at = case when s.unsubscribed_at is null then s.confirmed_at end,
      unsubscribed_at = null,
      lang = excluded.lang
    returning confirmed_at`)) as unknown as { rows: Array<{ confirmed_at: Date | null }> };
  const row = { confirmedAt: result.rows[0]?.confirmed_at ?? null };
  // Already confirmed: nothing to send, and the answer does not reveal who is subscribed.
  if (row.confirmedAt) return;
  const link = `${deps.publicUrl}/app/newsletter/confirm?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: email,
    subject: t('mail.newsletterSubject'),
    text: t('mail.newsletterText', { link }),
    template: { type: 'newsletter.confirm', lang, vars: { 'confirm.link': link } },
  });
}

export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(and(eq(newsletterSubscribers.tokenHash, hashToken(token)), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** The key that signs unsubscribe links: made once per shop and kept in its settings. */
export function newsletterSecret(db: Db): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => (secret ??= storedSecret(db, 'newsletter_unsubscribe_secret'));
}

const mac = (secret: string, id: number, tokenHash: string) => createHmac('sha256', secret).update(`unsubscribe:${id}:${tokenHash}`).digest('base64url');

/** The unsubscribe token of a subscription: its id and a signature only the shop can make. */
export function unsubscribeToken(secret: string, subscriber: { id: number; tokenHash: string }): string {
  return `${subscriber.id}.${mac(secret, subscriber.id, subscriber.tokenHash)}`;
}

/**
 * Ends the subscription the token names. Answers the subscriber's language, or null for a token
 * that is not the shop's (forged, or of a subscription started over since). Once is enough:
 * opening the link again changes nothing and answers the same.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<{ lang: string } | null> {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const [row] = await db
    .select({ id: newsletterSubscribers.id, tokenHash: newsletterSubscribers.tokenHash, lang: newsletterSubscribers.lang })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!row) return null;
  const expected = Buffer.from(mac(secret, row.id, row.tokenHash));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.id, id));
  return { lang: row.lang };
}

/** A marketing e-mail to a subscriber: the unsubscribe link under the text and in the one-click headers (RFC 8058). */
export function marketingMail(
  opts: { publicUrl: string; secret: string },
  to: { id: number; email: string; tokenHash: string; lang: string },
  content: { subject: string; text: string },
): Mail {
  const link = `${opts.publicUrl}/app/newsletter/unsubscribe?token=${unsubscribeToken(opts.secret, to)}`;
  const { t } = createTranslator(to.lang);
  return {
    to: to.email,
    subject: content.subject,
    text: `${content.text}\n\n--\n${t('mail.unsubscribeText', { link })}`,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const listening = and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt));

/** Writes one job per confirmed subscriber for the newsletter, with its audit row, in one transaction. */
export async function queueNewsletter(db: Db, request: FastifyRequest, content: { subject: string; text: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(listening);
    for (const { id } of rows) await enqueue(tx, NEWSLETTER_COPY, { subscriberId: id, ...content });
    await audit(tx, request, { action: 'newsletter.send', entity: 'newsletter', after: { ...content, recipients: rows.length } });
    return rows.length;
  });
}

/** The job: one subscriber's copy, unless they left in the meantime. */
export async function sendNewsletterCopy(
  deps: { db: Db; mailer: Mailer; publicUrl: string; secret(): Promise<string> },
  payload: Record<string, unknown>,
): Promise<void> {
  const [to] = await deps.db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, tokenHash: newsletterSubscribers.tokenHash, lang: newsletterSubscribers.lang })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, Number(payload.subscriberId)), listening));
  if (!to) return;
  await deps.mailer.send(marketingMail({ publicUrl: deps.publicUrl, secret: await deps.secret() }, to, { subject: String(payload.subject), text: String(payload.text) }));
}

const stateOf = (r: { confirmedAt: Date | null; unsubscribedAt: Date | null }) =>
  (r.unsubscribedAt ? 'unsubscribed' : r.confirmedAt ? 'confirmed' : 'pending') as 'pending' | 'confirmed' | 'unsubscribed';
const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  lang: newsletterSubscribers.lang,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  createdAt: newsletterSubscribers.createdAt,
};
const searchOf = (q: string | undefined) => (q ? ilike(newsletterSubscribers.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined);
const toRow = (r: { id: number; email: string; lang: string; confirmedAt: Date | null; unsubscribedAt: Date | null; createdAt: Date }) => ({
  id: r.id,
  email: r.email,
  lang: r.lang,
  state: stateOf(r),
  createdAt: r.createdAt.toISOString(),
});

export async function subscriberList(db: Db, body: AdminPageBody) {
  const where = searchOf(body.q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { list: rows.map(toRow), total };
}

/** Every subscriber the search selects, as CSV (its state says who may be mailed). */
export async function subscriberCsv(db: Db, q: string | undefined): Promise<string> {
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(searchOf(q))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return csvDocument(
    ['email', 'language', 'state', 'subscribed_at'],
    rows.map(toRow).map((r) => [r.email, r.lang, r.state, r.createdAt]),
  );
}
