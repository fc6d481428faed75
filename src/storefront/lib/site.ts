/**
 * The site bootstrap (public config, rates), the page's language and the shopper's currency,
 * available to every component. The composition roots provide the site, the page shell the
 * language and the currency (from the client state).
 */
import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_CURRENCY } from '../../shared/constants.ts';
import type { SiteBootstrap } from '../../shared/contracts/page.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { convertMinor, formatMoney, type CurrencyCode } from '../../shared/money.ts';
import { buildPath, type PageTarget, type RouteLang } from '../../shared/routes.ts';

export const SiteContext = createContext<SiteBootstrap | null>(null);
export const LangContext = createContext<{ lang: RouteLang; langPrefix: string }>({ lang: 'en', langPrefix: '' });
export const CurrencyContext = createContext<CurrencyCode>(DEFAULT_CURRENCY);

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
  const currency = useContext(CurrencyContext);
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
