/**
 * A date and time: in UTC while server-rendered and hydrating (so both agree), then in the
 * shopper's own time zone.
 */
import { useEffect, useState } from 'react';
import { useLang } from '../app/site.tsx';

export function formatDateTime(iso: string, lang: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

export function LocalTime({ iso }: { iso: string }) {
  const { lang } = useLang();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  return <time dateTime={iso}>{formatDateTime(iso, lang, local ? undefined : 'UTC')}</time>;
}
