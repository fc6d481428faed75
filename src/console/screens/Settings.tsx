/** The shop's settings, one Radix tab per part: general (name, logo, contact), languages, currencies and tax, routes, returns and credits. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { adminSiteGet, adminSiteSave, type SiteConfigPatch } from '../../shared/contracts/site.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { SITE_KEY } from '../site.ts';
import { usePermitted } from '../me.ts';
import { CurrenciesTab } from './settings/CurrenciesTab.tsx';
import { PaymentKeysTab } from './settings/PaymentKeysTab.tsx';
import { GeneralTab, LanguagesTab, ReturnsTab, RoutesTab } from './settings/SettingsTabs.tsx';

const TABS = { general: GeneralTab, languages: LanguagesTab, currencies: CurrenciesTab, routes: RoutesTab, returns: ReturnsTab } as const;

export default function Settings() {
  const t = useT();
  const queryClient = useQueryClient();
  const ownerOnly = usePermitted('settings.payments');
  const site = useQuery({ queryKey: SITE_KEY, queryFn: () => call(adminSiteGet) });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (patch: SiteConfigPatch) => call(adminSiteSave, patch),
    onMutate: () => setNotice(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_KEY, saved);
      setNotice({ ok: true, text: t('settings.saved') });
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
  });
  if (site.isError) return <p role="alert">{t('failed')}</p>;
  if (!site.data) return <p>{t('loading')}</p>;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('settings.nav')}</h1>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
          {notice.text}
        </p>
      )}
      <Tabs.Root defaultValue="general" onValueChange={() => setNotice(null)}>
        <Tabs.List aria-label={t('settings.nav')} className="mb-3 flex flex-wrap gap-1 border-b border-slate-200">
          {Object.keys(TABS).map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="rounded-t px-3 py-1.5 text-sm data-[state=active]:border-b-2 data-[state=active]:border-slate-900 data-[state=active]:font-semibold"
            >
              {t(`settings.tabs.${key}`)}
            </Tabs.Trigger>
          ))}
          {ownerOnly && (
            <Tabs.Trigger
              value="payments"
              className="rounded-t px-3 py-1.5 text-sm data-[state=active]:border-b-2 data-[state=active]:border-slate-900 data-[state=active]:font-semibold"
            >
              {t('settings.tabs.payments')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        {Object.entries(TABS).map(([key, Tab]) => (
          <Tabs.Content key={key} value={key}>
            <Tab config={site.data} saving={save.isPending} save={(patch) => save.mutate(patch)} />
          </Tabs.Content>
        ))}
        {ownerOnly && (
          <Tabs.Content value="payments">
            <PaymentKeysTab />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}
