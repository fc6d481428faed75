/**
 * The settings' tabs, each a small form over its part of the site config that saves only that
 * part (the server keeps the rest as stored): general, languages and currency, routes, returns and credits.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { SiteConfig, SiteConfigPatch } from '../../../shared/contracts/site.ts';
import { CURRENCY_CODES } from '../../../shared/money.ts';
import { ROUTE_LANGS, RULE_TYPES, type RouteLang, type RuleType } from '../../../shared/routes.ts';
import { useLang, useT } from '../../i18n.ts';
import { uploadImage } from '../../api.ts';
import { input } from '../theme/fields.tsx';

export interface TabProps {
  config: SiteConfig;
  saving: boolean;
  save(patch: SiteConfigPatch): void;
}

export function TabForm({ onSubmit, saving, children }: { onSubmit(): void; saving: boolean; children: ReactNode }) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4" onSubmit={submit}>
      {children}
      <button type="submit" disabled={saving} className="self-start rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50">
        {t('settings.save')}
      </button>
    </form>
  );
}

export function TextField({ label, value, onChange, type = 'text', hint }: { label: string; value: string; onChange(v: string): void; type?: string; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} type={type} className={input} value={value} onChange={(e) => onChange(e.target.value)} />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

export function GeneralTab({ config, saving, save }: TabProps) {
  const t = useT();
  const [name, setName] = useState(config.name);
  const [logo, setLogo] = useState(config.logo);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [contact, setContact] = useState(config.contact);
  const field = (key: keyof typeof contact) => (v: string) => setContact((c) => ({ ...c, [key]: v }));
  return (
    <TabForm saving={saving} onSubmit={() => save({ name, logo, contact })}>
      <TextField label={t('settings.shopName')} value={name} onChange={setName} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('settings.shop.logo')}</legend>
        {logo ? (
          <img src={logo} alt={t('settings.shop.logo')} className="h-12 w-auto self-start object-contain" />
        ) : (
          <p className="text-sm text-slate-500">{t('settings.shop.noLogo')}</p>
        )}
        <div className="flex gap-3">
          <label className="cursor-pointer rounded border border-slate-300 px-2 py-1 text-sm">
            {t('settings.shop.uploadLogo')}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setUploadError(null);
                try {
                  setLogo((await uploadImage(file)).url);
                } catch (err) {
                  setUploadError(err instanceof Error ? err.message : String(err));
                }
              }}
            />
          </label>
          {logo && (
            <button type="button" className="text-sm underline" onClick={() => setLogo('')}>
              {t('settings.shop.removeLogo')}
            </button>
          )}
        </div>
        {uploadError && (
          <p role="alert" className="text-xs text-red-700">
            {uploadError}
          </p>
        )}
      </fieldset>
      <TextField type="email" label={t('settings.shop.contactEmail')} value={contact.email} onChange={field('email')} />
      <TextField type="tel" label={t('settings.shop.contactPhone')} value={contact.phone} onChange={field('phone')} />
      <TextField label={t('settings.shop.contactAddress')} value={contact.address} onChange={field('address')} hint={t('settings.shop.contactHint')} />
    </TabForm>
  );
}

export function LanguagesTab({ config, saving, save }: TabProps) {
  const t = useT();
  const { lang } = useLang();
  const [offered, setOffered] = useState<RouteLang[]>(config.locale.siteLangs.map((l) => l.lang));
  const [defaultLang, setDefaultLang] = useState<RouteLang>(config.locale.defaultLang);
  const [baseCurrency, setBaseCurrency] = useState(config.baseCurrency);
  const langName = new Intl.DisplayNames([lang], { type: 'language' });
  const currencyName = new Intl.DisplayNames([lang], { type: 'currency' });
  const toggle = (l: RouteLang, on: boolean) => setOffered((list) => (on ? ROUTE_LANGS.filter((x) => x === l || list.includes(x)) : list.filter((x) => x !== l)));
  const defaultId = useId();
  const currencyId = useId();
  return (
    <TabForm
      saving={saving}
      onSubmit={() => save({ locale: { defaultLang, siteLangs: [...new Set([defaultLang, ...offered])].map((l) => ({ lang: l })) }, baseCurrency })}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t('settings.offeredLangs')}</legend>
        <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
          {ROUTE_LANGS.map((l) => (
            <label key={l} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={offered.includes(l) || l === defaultLang} disabled={l === defaultLang} onChange={(e) => toggle(l, e.target.checked)} />
              {langName.of(l)} <span className="text-slate-500">/{l}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={defaultId} className="text-sm font-medium">
          {t('settings.defaultLang')}
        </label>
        <select id={defaultId} className={input} value={defaultLang} onChange={(e) => setDefaultLang(e.target.value as RouteLang)}>
          {ROUTE_LANGS.map((l) => (
            <option key={l} value={l}>
              {langName.of(l)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={currencyId} className="text-sm font-medium">
          {t('settings.baseCurrency')}
        </label>
        <select id={currencyId} className={input} value={baseCurrency} onChange={(e) => setBaseCurrency(e.target.value)}>
          {CURRENCY_CODES.map((c) => (
            <option key={c} value={c}>
              {c} · {currencyName.of(c)}
            </option>
          ))}
        </select>
      </div>
    </TabForm>
  );
}

export function RoutesTab({ config, saving, save }: TabProps) {
  const t = useT();
  const [isCustom, setIsCustom] = useState(config.router.isCustom);
  const [userPath, setUserPath] = useState(config.router.userPath);
  const [rules, setRules] = useState<Partial<Record<RuleType, string>>>(config.router.rules);
  const filled = Object.fromEntries(Object.entries(rules).filter(([, v]) => v?.trim())) as Partial<Record<RuleType, string>>;
  return (
    <TabForm saving={saving} onSubmit={() => save({ router: { isCustom, userPath, rules: filled } })}>
      <TextField label={t('settings.userPath')} value={userPath} onChange={setUserPath} hint={t('settings.userPathHint')} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={isCustom} onChange={(e) => setIsCustom(e.target.checked)} />
        {t('settings.customRoutes')}
      </label>
      {isCustom && (
        <div className="grid gap-3 sm:grid-cols-2">
          {RULE_TYPES.map((type) => (
            <TextField
              key={type}
              label={t('settings.ruleFor', { type: t(`settings.ruleTypes.${type}`) })}
              value={rules[type] ?? ''}
              onChange={(v) => setRules((r) => ({ ...r, [type]: v }))}
              hint={t('settings.ruleHint', { example: `${type}/:slug` })}
            />
          ))}
        </div>
      )}
    </TabForm>
  );
}

export function ReturnsTab({ config, saving, save }: TabProps) {
  const t = useT();
  const [windowDays, setWindowDays] = useState(String(config.returns.windowDays));
  const [approvalHours, setApprovalHours] = useState(String(config.returns.approvalHours));
  const [restock, setRestock] = useState(config.returns.restock);
  const [earnPerUnit, setEarnPerUnit] = useState(String(config.credits.earnPerUnit));
  return (
    <TabForm
      saving={saving}
      onSubmit={() => save({ returns: { windowDays: Number(windowDays), approvalHours: Number(approvalHours), restock }, credits: { earnPerUnit: Number(earnPerUnit) } })}
    >
      <TextField type="number" label={t('settings.returnWindow')} value={windowDays} onChange={setWindowDays} />
      <TextField type="number" label={t('settings.approvalHours')} value={approvalHours} onChange={setApprovalHours} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
        {t('settings.restock')}
      </label>
      <TextField type="number" label={t('settings.creditsPerUnit', { currency: config.baseCurrency })} value={earnPerUnit} onChange={setEarnPerUnit} />
    </TabForm>
  );
}
