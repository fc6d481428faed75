/** Shipping: the zones (countries; none is the rest of the world) and each zone's methods and rates. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminShippingList,
  adminShippingMethodDelete,
  adminShippingMethodSave,
  adminShippingZoneDelete,
  adminShippingZoneSave,
} from '../../shared/contracts/shipping-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { ZoneCard, type ZoneActions } from './shipping/ZoneCard.tsx';
import { refresh } from '../refresh.ts';

const KEY = ['shipping'] as const;

export default function Shipping() {
  const t = useT();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, isError } = useQuery({ queryKey: KEY, queryFn: () => call(adminShippingList) });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onMutate: () => setNotice(null),
    onSuccess: () => setNotice({ ok: true, text: t('shipping.saved') }),
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
    onSettled: () => refresh(queryClient, KEY),
  });
  const actions: ZoneActions = {
    saveZone: (zone) => change.mutate(() => call(adminShippingZoneSave, zone)),
    deleteZone: (id) => change.mutate(() => call(adminShippingZoneDelete, { id })),
    saveMethod: (method) => change.mutate(() => call(adminShippingMethodSave, method)),
    deleteMethod: (id) => change.mutate(() => call(adminShippingMethodDelete, { id })),
  };
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('shipping.nav')}</h1>
      <p className="text-sm text-slate-600">{t('shipping.intro')}</p>
      {isError && <p role="alert">{t('failed')}</p>}
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
          {notice.text}
        </p>
      )}
      {data?.zones.map((zone) => (
        <ZoneCard key={`${zone.id}-${zone.name}-${zone.countries.join()}`} zone={zone} actions={actions} />
      ))}
      {data && (
        <button
          type="button"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm"
          onClick={() => actions.saveZone({ name: t('shipping.newZone'), countries: [], position: data.zones.length })}
        >
          {t('shipping.addZone')}
        </button>
      )}
    </div>
  );
}
