/** The style sheets and scripts every storefront page loads: a list of kind + address, editable by the owner only. */
import type { SiteConfig } from '../../../shared/contracts/site.ts';
import { useT } from '../../i18n.ts';
import { input } from './fields.tsx';

type Injects = SiteConfig['injects'];

export function InjectsEditor({ value, onChange, editable }: { value: Injects; onChange(value: Injects): void; editable: boolean }) {
  const t = useT();
  const set = (index: number, change: Partial<Injects[number]>) => onChange(value.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{t('theme.injectsHint')}</p>
      {value.length === 0 && <p className="text-sm text-slate-500">{t('theme.noInjects')}</p>}
      {value.map((item, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2">
          <select
            className={input}
            aria-label={t('theme.injectType')}
            value={item.type}
            disabled={!editable}
            onChange={(e) => set(index, { type: e.target.value as 'css' | 'js' })}
          >
            <option value="css">{t('theme.css')}</option>
            <option value="js">{t('theme.js')}</option>
          </select>
          <input
            className={`${input} min-w-72 flex-1`}
            type="url"
            aria-label={t('theme.injectUrl')}
            value={item.url}
            disabled={!editable}
            onChange={(e) => set(index, { url: e.target.value })}
          />
          {editable && (
            <button type="button" className="text-sm text-red-700 underline" onClick={() => onChange(value.filter((_, i) => i !== index))}>
              {t('theme.remove')}
            </button>
          )}
        </div>
      ))}
      {editable && (
        <button
          type="button"
          className="self-start rounded border border-slate-300 bg-white px-2 py-1 text-sm"
          onClick={() => onChange([...value, { type: 'css', url: '' }])}
        >
          {t('theme.addInject')}
        </button>
      )}
    </div>
  );
}
