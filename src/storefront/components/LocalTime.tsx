/**
 * A date and time: in UTC while server-rendered and hydrating (so both agree), then in the
 * shopper's own time zone.
 */
import { useLang } from '../lib/site.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export function formatDateTime(iso: string, lang: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

export function LocalTime({ iso }: { iso: string }) {
  const { lang } = useLang();
  const local = useHydrated();
  return <time dateTime={iso}>{formatDateTime(iso, lang, local ? undefined : 'UTC')}</time>;
}
