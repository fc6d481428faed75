/** Column types and defaults every domain's tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** Text translated per language: `{en: '…', zh: '…', 'zh-HK': '…', fil: '…'}`. */
export type Localized = Record<string, string>;

export const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();
