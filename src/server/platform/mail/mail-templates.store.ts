/** The merchant's templates in the database: read when an e-mail of their type goes out, written by the console. */
import { and, eq } from 'drizzle-orm';
import type { MailTemplateLang, MailType } from '../../../shared/mail-templates.ts';
import type { Db, Executor } from '../db/client.ts';
import { mailTemplates } from './mail-templates.schema.ts';
import type { TemplateText } from './template-render.ts';

export type StoredTemplate = TemplateText & { updatedAt: Date };

export async function findTemplate(db: Executor, type: MailType, lang: MailTemplateLang): Promise<StoredTemplate | null> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, text: mailTemplates.text, html: mailTemplates.html, updatedAt: mailTemplates.updatedAt })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.type, type), eq(mailTemplates.lang, lang)))
    .limit(1);
  return row ?? null;
}

/** Which languages of which types the merchant has customised: one query for the whole list. */
export async function customisedLanguages(db: Db): Promise<Map<string, MailTemplateLang[]>> {
  const rows = await db.select({ type: mailTemplates.type, lang: mailTemplates.lang }).from(mailTemplates);
  const byType = new Map<string, MailTemplateLang[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row.lang as MailTemplateLang]);
  return byType;
}

export async function saveTemplate(db: Executor, type: MailType, lang: MailTemplateLang, template: TemplateText, staffId: number | null): Promise<void> {
  const values = { subject: template.subject, text: template.text, html: template.html, updatedBy: staffId, updatedAt: new Date() };
  await db
    .insert(mailTemplates)
    .values({ type, lang, ...values })
    .onConflictDoUpdate({ target: [mailTemplates.type, mailTemplates.lang], set: values });
}

export async function deleteTemplate(db: Executor, type: MailType, lang: MailTemplateLang): Promise<void> {
  await db.delete(mailTemplates).where(and(eq(mailTemplates.type, type), eq(mailTemplates.lang, lang)));
}
