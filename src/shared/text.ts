/**
 * Text PostgreSQL cannot store: a NUL character (refused in `text` and `jsonb`) and a lone UTF-16
 * surrogate (refused in `jsonb`, garbled elsewhere). Shared by the server's request guard and the
 * route parser, so such text is refused where it enters, never at the database.
 */

/** A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
