/** The payment provider keys (owner only): each shown as set or not set, never read back; a typed value replaces it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminPaymentKeysGet, adminPaymentKeysSave, PAYMENT_KEY_NAMES } from '../../../shared/contracts/site.ts';
import { call, ConsoleApiError } from '../../api.ts';
import { useT } from '../../i18n.ts';
import { input } from '../theme/fields.tsx';

const KEY = ['payment-keys'] as const;

export function PaymentKeysTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: () => call(adminPaymentKeysGet) });
  const [typed, setTyped] = useState<Partial<Record<(typeof PAYMENT_KEY_NAMES)[number], string>>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () => call(adminPaymentKeysSave, Object.fromEntries(Object.entries(typed).filter(([, v]) => v?.trim()))),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      setTyped({});
      setNotice({ ok: true, text: t('settings.saved') });
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
  });
  return (
    <form
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p className="text-sm text-slate-600">{t('settings.keysHint')}</p>
      {PAYMENT_KEY_NAMES.map((name) => (
        <label key={name} className="flex flex-col gap-1 text-sm font-medium">
          <span>
            {t(`settings.keys.${name}`)} <span className="font-normal text-slate-500">({state.data?.[name] ? t('settings.keySet') : t('settings.keyNotSet')})</span>
          </span>
          <input
            className={`${input} font-normal`}
            type="password"
            autoComplete="off"
            value={typed[name] ?? ''}
            onChange={(e) => setTyped((v) => ({ ...v, [name]: e.target.value }))}
          />
        </label>
      ))}
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
          {notice.text}
        </p>
      )}
      <button type="submit" disabled={save.isPending} className="self-start rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50">
        {t('settings.save')}
      </button>
    </form>
  );
}
