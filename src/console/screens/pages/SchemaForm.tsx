/**
 * A section's settings form, generated from the zod schema of its stored settings: texts,
 * numbers, switches, choices, texts per language, rich text, images (uploaded), nested objects and
 * lists of them. Anything else is edited as JSON.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { PAGE_LANGS, type FieldEditor } from '../../../shared/contracts/pages-admin.ts';
import { uploadImage } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { RichText } from '../../RichText.tsx';

const input = 'w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';
const small = 'rounded border border-slate-300 bg-white px-2 py-1 text-xs hover:bg-slate-100';
export const LANG_NAMES: Record<string, string> = { en: 'English', zh: '简体中文', 'zh-HK': '繁體中文', fil: 'Filipino' };

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const editorOf = (schema: Schema) => (schema as unknown as { meta?: () => { editor?: FieldEditor } | undefined }).meta?.()?.editor;

/** The schema without its optional/default wrappers, and whether it may be left out. */
function unwrap(schema: Schema): { schema: Schema; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      optional = true;
      current = def.innerType;
    } else return { schema: current, optional };
  }
}

/** The smallest value of a schema's shape: required texts empty, lists empty, optional fields left out. */
export function emptyOf(schema: Schema): unknown {
  const { schema: inner } = unwrap(schema);
  const def = defOf(inner);
  if (editorOf(inner) === 'localized' || editorOf(inner) === 'html') return { en: '' };
  if (def.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape ?? {})) if (!unwrap(field).optional) out[key] = emptyOf(field);
    return out;
  }
  if (def.type === 'array') return [];
  if (def.type === 'string') return '';
  if (def.type === 'number') return 0;
  if (def.type === 'boolean') return false;
  return null;
}

interface FieldProps {
  schema: Schema;
  value: unknown;
  onChange: (value: unknown) => void;
  name: string;
  /** A unique id prefix for the field's inputs. */
  id: string;
}

function useLabel() {
  const t = useT();
  return (name: string) => {
    const key = `pages.field.${name}`;
    const text = t(key);
    return text === key ? name : text;
  };
}

export function SchemaField({ schema, value, onChange, name, id }: FieldProps) {
  const label = useLabel()(name);
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const editor = editorOf(inner);
  const set = (next: unknown) => onChange(optional && (next === '' || next === undefined) ? undefined : next);
  if (editor === 'localized') return <LocalizedField id={id} label={label} value={value} onChange={set} />;
  if (editor === 'html') return <HtmlField id={id} label={label} value={value} onChange={set} />;
  if (editor === 'image') return <ImageField id={id} label={label} value={value} onChange={set} />;
  if (def.type === 'string')
    return (
      <label className="block text-sm">
        {label}
        <input id={id} className={input} value={typeof value === 'string' ? value : ''} onChange={(e) => set(e.target.value)} />
      </label>
    );
  if (def.type === 'number')
    return (
      <label className="block text-sm">
        {label}
        <input
          id={id}
          type="number"
          className={input}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      </label>
    );
  if (def.type === 'boolean')
    return (
      <label className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
        {label}
      </label>
    );
  if (def.type === 'enum')
    return (
      <label className="block text-sm">
        {label}
        <select id={id} className={input} value={typeof value === 'string' ? value : ''} onChange={(e) => set(e.target.value || undefined)}>
          {optional ? <option value="" /> : null}
          {Object.values(def.entries ?? {}).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
    );
  if (def.type === 'object' && def.shape) return <ObjectField id={id} label={label} shape={def.shape} value={value} onChange={set} />;
  if (def.type === 'array' && def.element && ['object', 'string'].includes(defOf(unwrap(def.element).schema).type))
    return <ArrayField id={id} label={label} element={def.element} value={value} onChange={set} />;
  return <JsonField id={id} label={label} value={value} onChange={set} />;
}

export function ObjectField({
  id,
  label,
  shape,
  value,
  onChange,
}: {
  id: string;
  label: string;
  shape: Record<string, Schema>;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const current = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-2">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {Object.entries(shape).map(([key, field]) => (
        <SchemaField
          key={key}
          id={`${id}-${key}`}
          name={key}
          schema={field}
          value={current[key]}
          onChange={(next) => {
            const copy = { ...current, [key]: next };
            if (next === undefined) delete copy[key];
            onChange(copy);
          }}
        />
      ))}
    </fieldset>
  );
}

function ArrayField({ id, label, element, value, onChange }: { id: string; label: string; element: Schema; value: unknown; onChange: (v: unknown) => void }) {
  const t = useT();
  const items = Array.isArray(value) ? value : [];
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-2">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {items.map((item, index) => (
        <div key={index} className="flex items-start gap-2">
          <div className="flex-1">
            <SchemaField
              id={`${id}-${index}`}
              name={`#${index + 1}`}
              schema={element}
              value={item}
              onChange={(next) => onChange(items.map((v, i) => (i === index ? next : v)))}
            />
          </div>
          <button type="button" className={small} onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {t('pages.removeItem')}
          </button>
        </div>
      ))}
      <button type="button" className={small} onClick={() => onChange([...items, emptyOf(element)])}>
        {t('pages.addItem')}
      </button>
    </fieldset>
  );
}

function LocalizedField({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (v: unknown) => void }) {
  const texts = value && typeof value === 'object' ? (value as Record<string, string>) : {};
  return (
    <fieldset className="space-y-1 rounded border border-slate-200 p-2">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {PAGE_LANGS.map((lang) => (
        <label key={lang} className="block text-xs text-slate-600">
          {label} · {LANG_NAMES[lang]}
          <input id={`${id}-${lang}`} className={input} value={texts[lang] ?? ''} onChange={(e) => onChange({ ...texts, [lang]: e.target.value })} />
        </label>
      ))}
    </fieldset>
  );
}

function HtmlField({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (v: unknown) => void }) {
  const t = useT();
  const [lang, setLang] = useState<string>('en');
  const texts = value && typeof value === 'object' ? (value as Record<string, string>) : {};
  return (
    <fieldset className="space-y-1 rounded border border-slate-200 p-2">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <label className="block text-xs text-slate-600">
        {t('pages.lang')}
        <select className={input} value={lang} onChange={(e) => setLang(e.target.value)}>
          {PAGE_LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <RichText
        key={lang}
        id={`${id}-${lang}`}
        label={`${label} · ${LANG_NAMES[lang]}`}
        value={texts[lang] ?? ''}
        onChange={(html) => onChange({ ...texts, [lang]: html })}
      />
    </fieldset>
  );
}

function ImageField({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (v: unknown) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  return (
    <div className="space-y-1 text-sm">
      <label className="block">
        {label}
        <input id={id} className={input} value={url} onChange={(e) => onChange(e.target.value)} />
      </label>
      {url ? <img src={url} alt="" className="h-20 rounded object-cover" /> : null}
      <label className={`${small} inline-block cursor-pointer`}>
        {t('pages.upload')}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setError(null);
            try {
              onChange((await uploadImage(file)).url);
            } catch (err) {
              setError(err instanceof Error ? err.message : String(err));
            }
          }}
        />
      </label>
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </div>
  );
}

function JsonField({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange: (v: unknown) => void }) {
  const t = useT();
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  return (
    <label className="block text-sm">
      {label} ({t('pages.json')})
      <textarea
        id={id}
        rows={4}
        className={`${input} font-mono`}
        aria-invalid={bad}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') return onChange(undefined);
          try {
            onChange(JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad ? <span className="text-xs text-red-700">{t('pages.jsonInvalid')}</span> : null}
    </label>
  );
}
