import { useLang, useT } from './i18n.ts';
import { CONSOLE_LANGS, type ConsoleLang } from './messages.ts';

export function LangChooser() {
  const { lang, setLang } = useLang();
  const t = useT();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('language')}</span>
      <select className="rounded border border-slate-300 bg-white px-2 py-1" value={lang} onChange={(e) => setLang(e.target.value as ConsoleLang)}>
        {CONSOLE_LANGS.map((l) => (
          <option key={l.lang} value={l.lang}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
