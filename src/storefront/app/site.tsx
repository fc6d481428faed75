/** The site bootstrap (public config, rates) and the page's language, available to every component. */
import { createContext, useContext, useMemo } from 'react';
import type { SiteBootstrap } from '../../shared/contracts/page.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { convertMinor, formatMoney, type CurrencyCode } from '../../shared/money.ts';
import { buildPath, type PageTarget, type RouteLang } from '../../shared/routes.ts';
import { useClientState } from './store.ts';

export const SiteContext = createContext<SiteBootstrap | null>(null);
export const LangContext = createContext<{ lang: RouteLang; langPrefix: string }>({ lang: 'en', langPrefix: '' });

export function useSite(): SiteBootstrap {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}

export function useLang() {
  return useContext(LangContext);
}

/** The translator of the page's language: `t('product.onlyLeft', {0: 3})`. */
export function useT() {
  const { lang } = useLang();
  return useMemo(() => createTranslator(lang).t, [lang]);
}

/** Builds a link to a page under the current language prefix, following the router config. */
export function useHref() {
  const site = useSite();
  const { langPrefix } = useLang();
  return (target: PageTarget) => buildPath(target, langPrefix, site.router);
}

/** Formats base-currency minor units in the shopper's chosen currency. */
export function useMoney() {
  const site = useSite();
  const currency = useClientState((s) => s.currency);
  const { lang } = useLang();
  return useMemo(() => {
    const rate = site.rates[currency];
    const target: CurrencyCode = rate ? currency : site.baseCurrency;
    const locale = lang === 'zh' ? 'zh-CN' : lang === 'zh-HK' || lang === 'zh-TW' ? 'zh-HK' : lang === 'fil' ? 'fil-PH' : 'en-US';
    return {
      currency: target,
      format: (amount: number) => formatMoney(convertMinor(amount, site.baseCurrency, target, rate ?? 1), target, locale),
    };
  }, [site, currency, lang]);
}
