/**
 * Dates in the page's language. Formatted in UTC so that the server's rendering and the
 * browser's hydration agree whatever their time zones.
 */
export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
