/** The merchant's wording of the shop's e-mails: one row per e-mail type and language; no row, the built-in text. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { now } from '../db/columns.ts';

export const mailTemplates = pgTable(
  'mail_templates',
  {
    /** An e-mail type of shared/mail-templates.ts (`order.confirmation`). */
    type: text().notNull(),
    /** A catalogue language: en, zh, zh-HK, fil. */
    lang: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** Sanitised when saved; empty: the HTML part is made from the text. */
    html: text().notNull().default(''),
    updatedBy: integer(),
    updatedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.type, t.lang] })],
);
