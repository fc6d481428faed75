/**
 * The catalogue's words (latin script, 3+ letters) with how often they occur, so a mistyped
 * query can be matched by trigram similarity. CJK text is served by the bigram index instead.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { searchTerms } from './catalog.schema.ts';

const WORD = /[\p{Script=Latin}]{3,40}/gu;

export function termsOf(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of text.normalize('NFKC').toLowerCase().match(WORD) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Adds the words of the given texts (titles, category names…) to the term list. */
export async function indexSearchTerms(db: Db, texts: string[]): Promise<void> {
  const rows = [...termsOf(texts)].map(([term, weight]) => ({ term, weight }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(searchTerms)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({ target: searchTerms.term, set: { weight: sql`${searchTerms.weight} + excluded.weight` } });
  }
}

/** Close words for each mistyped latin word of the query; the best correction first. */
export async function correctQuery(db: Db, query: string, limit = 3): Promise<string[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  const last = words.at(-1);
  if (!last || !/^[\p{Script=Latin}]{3,40}$/u.test(last)) return [];
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${last} and ${searchTerms.term} <> ${last}`)
    .orderBy(sql`similarity(${searchTerms.term}, ${last}) desc`, sql`${searchTerms.weight} desc`)
    .limit(limit);
  return rows.map((r) => [...words.slice(0, -1), r.term].join(' '));
}
