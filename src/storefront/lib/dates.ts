/**
 * Dates in the page's language. Formatted in UTC so that the server's rendering and the
 * browser's hydration agree whatever their time zones.
 *
 * English, Filipino and the three Chinese languages are written here, as Intl writes them with
 * `dateStyle: 'medium'`: building the first Intl.DateTimeFormat of a page cost 20–55 ms of the
 * home page's hydration on a slow phone. Other languages, and years before 1000 or after 9999,
 * go through Intl (one format per language).
 */
const MONTHS: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fil: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
};
const CHINESE = new Set(['zh', 'zh-TW', 'zh-HK']);

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getUTCFullYear();
  if (year >= 1000 && year <= 9999) {
    const months = MONTHS[lang];
    if (months) return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
    if (CHINESE.has(lang)) return `${year}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
  }
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(date);
}
