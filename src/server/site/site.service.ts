/**
 * The site configuration (locale, router, theme, injects) and currency rates, read from the
 * settings table and kept in memory for a few seconds so pages cost no query for them. Every
 * process re-reads within SITE_CACHE_MS of a change, so N instances converge without a bus.
 */
import { eq } from 'drizzle-orm';
import { SiteConfig, type SiteConfigPatch } from '../../shared/contracts/site.ts';
import type { Db } from '../platform/db/client.ts';
import { loadCategories, type CategoryNode } from '../catalog/catalog.service.ts';
import type { Section } from '../content/content.schema.ts';
import { layoutPages } from '../content/content.service.ts';
import { currencyRates, settings } from './site.schema.ts';

const SITE_CACHE_MS = 5_000;

export interface SiteState {
  config: SiteConfig;
  rates: Record<string, number>;
  /** The head and foot regions every page shares (pages of kind 'layout'). */
  layout: { head: Section[]; foot: Section[] };
  categories: CategoryNode[];
}

/** `overrides` come from the environment (DEFAULT_LANG, BASE_CURRENCY) and win over stored values. */
export function createSiteService(db: Db, overrides: { defaultLang?: string; baseCurrency?: string } = {}) {
  let cached: { at: number; value: Promise<SiteState> } | undefined;

  async function load(): Promise<SiteState> {
    const [[row], rateRows, layoutRows, categories] = await Promise.all([
      db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site')).limit(1),
      db.select({ code: currencyRates.code, rate: currencyRates.rate }).from(currencyRates),
      layoutPages(db),
      loadCategories(db),
    ]);
    const layout = {
      head: layoutRows.find((r) => r.slug === 'head')?.sections ?? [],
      foot: layoutRows.find((r) => r.slug === 'foot')?.sections ?? [],
    };
    const parsed = SiteConfig.safeParse(row?.value ?? {});
    const config = SiteConfig.parse({ ...(parsed.success ? parsed.data : {}) });
    if (overrides.defaultLang) config.locale.defaultLang = overrides.defaultLang as SiteConfig['locale']['defaultLang'];
    if (overrides.baseCurrency) config.baseCurrency = overrides.baseCurrency;
    const rates: Record<string, number> = { [config.baseCurrency]: 1 };
    for (const r of rateRows) rates[r.code] = r.rate;
    return { config, rates, layout, categories };
  }

  /** The configuration as stored, without the environment's overrides (what the merchant edits). */
  async function stored(): Promise<SiteConfig> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site')).limit(1);
    const parsed = SiteConfig.safeParse(row?.value ?? {});
    return parsed.success ? parsed.data : SiteConfig.parse({});
  }

  async function save(config: SiteConfig): Promise<void> {
    const value = SiteConfig.parse(config);
    await db
      .insert(settings)
      .values({ key: 'site', value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    cached = undefined;
  }

  return {
    get(): Promise<SiteState> {
      if (!cached || Date.now() - cached.at > SITE_CACHE_MS) {
        const value = load();
        cached = { at: Date.now(), value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
    stored,
    save,
    /** Changes the parts of the stored configuration the merchant sent; the rest stays as it is. */
    async update(patch: SiteConfigPatch): Promise<void> {
      const current = await stored();
      await save({ ...current, ...patch, bankTransfer: { ...current.bankTransfer, ...patch.bankTransfer }, returns: { ...current.returns, ...patch.returns } });
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
