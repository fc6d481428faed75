/** The theme editor's inputs: a colour (picker and hex code), a CSS length (number and unit), a labelled select. */
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n.ts';

export const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';

export function Field({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** `#abc` → `#aabbcc`: the picker takes six-digit codes only. */
function pickerValue(hex: string): string {
  if (/^#[0-9a-f]{6}$/i.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(hex)) return hex.slice(0, 7).toLowerCase();
  return '#000000';
}

export function ColourField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="color" className="h-8 w-10 rounded border border-slate-300" value={pickerValue(value)} onChange={(e) => onChange(e.target.value)} />
      <label htmlFor={id} className="min-w-28 text-sm">
        {label}
      </label>
      <input className={`${input} w-28 font-mono`} aria-label={t('theme.hexOf', { name: label })} value={value} onChange={(e) => onChange(e.target.value.trim())} />
    </div>
  );
}

const UNITS = ['px', 'rem', 'em', '%'] as const;

/** A CSS length as the merchant types it: the number and its unit apart, joined again on every change. */
export function LengthField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const t = useT();
  const id = useId();
  const match = /^([\d.]*)(px|rem|em|%)?$/.exec(value);
  const amount = match?.[1] ?? '';
  const unit = match?.[2] ?? 'px';
  return (
    <Field label={label} id={id}>
      <div className="flex gap-1">
        <input id={id} type="number" min={0} step="any" className={`${input} w-24`} value={amount} onChange={(e) => onChange(`${e.target.value}${unit}`)} />
        <select className={input} aria-label={t('theme.unitOf', { name: label })} value={unit} onChange={(e) => onChange(`${amount}${e.target.value}`)}>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select id={id} className={input} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
