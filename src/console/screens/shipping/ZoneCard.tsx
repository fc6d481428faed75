/** One shipping zone: its name and countries, and its methods, each row edited and saved on its own. */
import { useState } from 'react';
import { SHIPPING_KINDS, type AdminShippingMethod, type AdminShippingZone, type ShippingMethodBody } from '../../../shared/contracts/shipping-admin.ts';
import { amountMinor, amountStep, amountText, currencyDecimals } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { input } from '../theme/fields.tsx';

type MethodDraft = Omit<ShippingMethodBody, 'id'> & { id?: number };

/** Amounts are stored in minor units; the merchant types them in the base currency with its decimals (none for JPY). */
const decimals = () => currencyDecimals();
const toMajor = (minor: number | null) => amountText(minor, decimals());
const toMinor = (major: string) => amountMinor(major, decimals());

export interface ZoneActions {
  saveZone(zone: { id?: number; name: string; countries: string[]; position: number }): void;
  deleteZone(id: number): void;
  saveMethod(method: MethodDraft): void;
  deleteMethod(id: number): void;
}

function MethodRow({ method, zoneId, actions }: { method?: AdminShippingMethod; zoneId: number; actions: ZoneActions }) {
  const t = useT();
  const [draft, setDraft] = useState({
    name: method?.name.en ?? '',
    kind: method?.kind ?? 'flat',
    rate: toMajor(method?.rate ?? 0),
    freeOver: toMajor(method?.freeOver ?? null),
    perKg: toMajor(method?.perKg ?? null),
    minDays: String(method?.minDays ?? 2),
    maxDays: String(method?.maxDays ?? 5),
    active: method?.active ?? true,
  });
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = () =>
    actions.saveMethod({
      id: method?.id,
      zoneId,
      name: { ...method?.name, en: draft.name },
      kind: draft.kind,
      rate: toMinor(draft.rate) ?? 0,
      freeOver: draft.kind === 'free_over' ? toMinor(draft.freeOver) : null,
      perKg: draft.kind === 'weight' ? toMinor(draft.perKg) : null,
      minDays: Number(draft.minDays),
      maxDays: Number(draft.maxDays),
      active: draft.active,
    });
  const cell = 'px-2 py-1';
  return (
    <tr className="border-t border-slate-100">
      <td className={cell}>
        <input className={`${input} w-40`} aria-label={t('shipping.col.name')} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
      </td>
      <td className={cell}>
        <select className={input} aria-label={t('shipping.col.kind')} value={draft.kind} onChange={(e) => set({ kind: e.target.value as typeof draft.kind })}>
          {SHIPPING_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`shipping.kinds.${k}`)}
            </option>
          ))}
        </select>
      </td>
      <td className={cell}>
        <input
          className={`${input} w-24`}
          type="number"
          step={amountStep(decimals())}
          min={0}
          aria-label={t('shipping.col.rate')}
          value={draft.rate}
          onChange={(e) => set({ rate: e.target.value })}
        />
      </td>
      <td className={cell}>
        {draft.kind === 'free_over' && (
          <input
            className={`${input} w-24`}
            type="number"
            step={amountStep(decimals())}
            min={0}
            aria-label={t('shipping.col.freeOver')}
            value={draft.freeOver}
            onChange={(e) => set({ freeOver: e.target.value })}
          />
        )}
        {draft.kind === 'weight' && (
          <input
            className={`${input} w-24`}
            type="number"
            step={amountStep(decimals())}
            min={0}
            aria-label={t('shipping.col.perKg')}
            value={draft.perKg}
            onChange={(e) => set({ perKg: e.target.value })}
          />
        )}
      </td>
      <td className={cell}>
        <input
          className={`${input} w-16`}
          type="number"
          min={0}
          aria-label={t('shipping.col.minDays')}
          value={draft.minDays}
          onChange={(e) => set({ minDays: e.target.value })}
        />
        {' – '}
        <input
          className={`${input} w-16`}
          type="number"
          min={0}
          aria-label={t('shipping.col.maxDays')}
          value={draft.maxDays}
          onChange={(e) => set({ maxDays: e.target.value })}
        />
      </td>
      <td className={cell}>
        <input type="checkbox" aria-label={t('shipping.col.active')} checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <button type="button" className="mr-2 text-sm underline" onClick={save}>
          {t('shipping.save')}
        </button>
        {method && (
          <button type="button" className="text-sm text-red-700 underline" onClick={() => actions.deleteMethod(method.id)}>
            {t('shipping.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}

export function ZoneCard({ zone, actions }: { zone: AdminShippingZone; actions: ZoneActions }) {
  const t = useT();
  const [name, setName] = useState(zone.name);
  const [countries, setCountries] = useState(zone.countries.join(', '));
  const [adding, setAdding] = useState(false);
  const countryList = countries
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label={zone.name}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('shipping.zoneName')}
          <input className={`${input} font-normal`} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
          {t('shipping.countries')}
          <input className={`${input} font-normal`} value={countries} placeholder={t('shipping.restOfWorld')} onChange={(e) => setCountries(e.target.value)} />
        </label>
        <button
          type="button"
          className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white"
          onClick={() => actions.saveZone({ id: zone.id, name, countries: countryList, position: zone.position })}
        >
          {t('shipping.saveZone')}
        </button>
        <button type="button" className="text-sm text-red-700 underline" onClick={() => actions.deleteZone(zone.id)}>
          {t('shipping.deleteZone')}
        </button>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {(['name', 'kind', 'rate', 'threshold', 'days', 'active'] as const).map((col) => (
              <th key={col} className="px-2 py-1 font-medium">
                {t(`shipping.col.${col}`)}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {zone.methods.map((m) => (
            <MethodRow key={`${m.id}-${m.rate}-${m.kind}-${m.active}`} method={m} zoneId={zone.id} actions={actions} />
          ))}
          {adding && <MethodRow zoneId={zone.id} actions={{ ...actions, saveMethod: (m) => (actions.saveMethod(m), setAdding(false)) }} />}
        </tbody>
      </table>
      {!adding && (
        <button type="button" className="rounded border border-slate-300 px-2 py-1 text-sm" onClick={() => setAdding(true)}>
          {t('shipping.addMethod')}
        </button>
      )}
    </section>
  );
}
