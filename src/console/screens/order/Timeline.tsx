/** The order's timeline: its history and the staff's internal notes by time, and the form adding a note (staff only). */
import { useState } from 'react';
import { ORDER_NOTE_MAX, type AdminOrderDetail } from '../../../shared/contracts/admin.ts';
import { dateTime } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';
import { primary } from './styles.ts';

type Entry = { at: string; key: string; note: boolean; title: string; text?: string };

export function Timeline({ order, canNote, busy, onNote }: { order: AdminOrderDetail; canNote: boolean; busy: boolean; onNote(text: string): Promise<unknown> }) {
  const t = useT();
  const { lang } = useLang();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const known = (key: string, fallback: string) => {
    const found = t(key);
    return found === key ? fallback : found;
  };
  const entries: Entry[] = [
    ...order.history.map((h, i) => ({
      at: h.at,
      key: `h${i}`,
      note: false,
      title: `${known(`orderExtra.events.${h.action}`, h.action)} · ${known(`orderExtra.actors.${h.actor}`, h.actor)}`,
    })),
    ...order.notes.map((n) => ({ at: n.at, key: `n${n.id}`, note: true, title: t('orderExtra.noteBy', { author: n.author }), text: n.text })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setInvalid(t('validation.required'));
    if (trimmed.length > ORDER_NOTE_MAX) return setInvalid(t('validation.tooLong'));
    await onNote(trimmed).then(
      () => setText(''),
      () => undefined,
    );
  };

  return (
    <>
      <ol className="space-y-2 border-l border-slate-200 pl-4 text-sm">
        {entries.map((entry) => (
          <li key={entry.key} className={entry.note ? 'rounded bg-amber-50 p-2' : undefined}>
            <span className="block text-xs text-slate-500">{dateTime(entry.at, lang)}</span>
            {entry.title}
            {entry.text && <p className="whitespace-pre-wrap">{entry.text}</p>}
          </li>
        ))}
      </ol>
      {canNote && (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-2 text-sm">
          <label className="block">
            <span className="font-medium">{t('orderExtra.note')}</span>
            <textarea
              className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
              rows={3}
              value={text}
              aria-invalid={Boolean(invalid)}
              aria-describedby="note-hint"
              onChange={(e) => {
                setInvalid(null);
                setText(e.target.value);
              }}
            />
          </label>
          <p id="note-hint" className="text-xs text-slate-500">
            {t('orderExtra.noteHint')}
          </p>
          {invalid && <p className="text-red-600">{invalid}</p>}
          <button type="submit" className={primary} disabled={busy}>
            {t('orderExtra.addNote')}
          </button>
        </form>
      )}
    </>
  );
}
