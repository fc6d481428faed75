/**
 * Search text for PostgreSQL's 'simple' text search configuration. CJK text has no spaces, so
 * runs of CJK characters are indexed as overlapping bigrams (红色连衣裙 → 红色 色连 连衣 衣裙) and the
 * query is split the same way: one indexed query that works on PGlite and PostgreSQL alike.
 */
const CJK_CLASS = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
const CJK_RUN = new RegExp(`${CJK_CLASS}+`, 'gu');
const HAS_CJK = new RegExp(CJK_CLASS, 'u');

function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/**
 * Lower-cased words and CJK bigrams of the text. Documents also index each CJK character, so a
 * one-character query (裙) finds what it is part of; queries of two or more use the bigrams.
 */
export function searchTokens(text: string, opts: { unigrams?: boolean } = {}): string[] {
  const tokens: string[] = [];
  const normalized = text.normalize('NFKC').toLowerCase();
  for (const run of normalized.match(CJK_RUN) ?? []) {
    tokens.push(...cjkBigrams(run));
    if (opts.unigrams && run.length > 1) tokens.push(...new Set(Array.from(run)));
  }
  const rest = normalized.replace(CJK_RUN, ' ');
  for (const word of rest.split(/[^\p{L}\p{N}]+/u)) if (word) tokens.push(word);
  return tokens;
}

/** The document text to feed `to_tsvector('simple', …)`. */
export function buildSearchText(parts: Array<string | null | undefined>): string {
  return searchTokens(parts.filter(Boolean).join(' '), { unigrams: true }).join(' ');
}

/**
 * A `to_tsquery('simple', …)` string: every token must match; the last word also matches as a
 * prefix so results appear while typing. Returns null when the query has no searchable token.
 */
export function buildTsQuery(query: string): string | null {
  const tokens = searchTokens(query.slice(0, 200)).slice(0, 12);
  if (tokens.length === 0) return null;
  const escaped = tokens.map((t) => t.replace(/[':&|!()<>*\\]/g, ''));
  const filtered = escaped.filter(Boolean);
  if (filtered.length === 0) return null;
  return filtered.map((t, i) => (i === filtered.length - 1 && !HAS_CJK.test(t) ? `'${t}':*` : `'${t}'`)).join(' & ');
}
