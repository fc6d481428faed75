/**
 * Dates in the page's language. Formatted in UTC so that the server's rendering and the
 * browser's hydration agree whatever their time zones.
 */

/** One format per language: building an Intl.DateTimeFormat costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(date);
}
