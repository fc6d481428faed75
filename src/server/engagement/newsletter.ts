/** Newsletter sign-up with double opt-in: a confirmation link is e-mailed; only confirmed addresses count. */
import { eq, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../accounts/tokens.ts';
import type { Db } from '../platform/db/client.ts';
import { newsletterSubscribers } from './engagement.schema.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export async function subscribe(deps: { db: Db; mailer: Mailer; publicUrl: string }, email: string, lang: string, t: Translate): Promise<void> {
  const { token, hash } = newToken();
  // The unique key is lower(email), an expression the query builder cannot name as a target.
  const result = (await deps.db.execute(sql`
    insert into ${newsletterSubscribers} (email, lang, token_hash) values (${email}, ${lang}, ${hash})
    on conflict (lower(email)) do update set token_hash = excluded.token_hash, lang = excluded.lang
    returning confirmed_at`)) as unknown as { rows: Array<{ confirmed_at: Date | null }> };
  const row = { confirmedAt: result.rows[0]?.confirmed_at ?? null };
  // Already confirmed: nothing to send, and the answer does not reveal who is subscribed.
  if (row.confirmedAt) return;
  const link = `${deps.publicUrl}/app/newsletter/confirm?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: email, subject: t('mail.newsletterSubject'), text: t('mail.newsletterText', { link }) });
}

export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(eq(newsletterSubscribers.tokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
