/**
 * The site configuration (locale, router, theme, injects) and currency rates, read from the
 * settings table and kept in memory for a few seconds so pages cost no query for them. Every
 * process re-reads within SITE_CACHE_MS of a change, so N instances converge without a bus.
 */
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { SiteConfig, type CurrencyRates, type SiteConfigPatch } from '../../shared/contracts/site.ts';
import type { Db } from '../platform/db/client.ts';
import { loadCategories, type CategoryNode } from '../catalog/catalog.service.ts';
import type { Section } from '../content/content.schema.ts';
import { layoutPages } from '../content/content.service.ts';
import { currencyRates, settings } from './site.schema.ts';

const SITE_CACHE_MS = 5_000;

/** Today as the rates count days: the UTC calendar day. */
export function rateDay(at = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** Each currency's latest rate whose day has come (`today` or before). */
async function ratesInForce(db: Db, today: string): Promise<Array<{ code: string; rate: number }>> {
  return db
    .selectDistinctOn([currencyRates.code], { code: currencyRates.code, rate: currencyRates.rate })
    .from(currencyRates)
    .where(lte(currencyRates.effectiveFrom, today))
    .orderBy(asc(currencyRates.code), desc(currencyRates.effectiveFrom));
}

/**
 * The rates the storefront converts with: 1 for the base, then each offered currency's rate in
 * force today (all currencies with a rate when the merchant has not chosen which are offered).
 */
export function offeredRates(config: SiteConfig, inForce: Array<{ code: string; rate: number }>): Record<string, number> {
  const rates: Record<string, number> = { [config.baseCurrency]: 1 };
  for (const r of inForce) if (r.code !== config.baseCurrency && (!config.currencies || config.currencies.includes(r.code as never))) rates[r.code] = r.rate;
  return rates;
}

export interface SiteState {
  config: SiteConfig;
  rates: Record<string, number>;
  /** The head and foot regions every page shares (pages of kind 'layout'). */
  layout: { head: Section[]; foot: Section[] };
  categories: CategoryNode[];
}

/** `overrides` come from the environment (DEFAULT_LANG, BASE_CURRENCY) and win over stored values. */
export function createSiteService(db: Db, overrides: { defaultLang?: string; baseCurrency?: string } = {}) {
  let cached: { at: number; value: Promise<SiteState>; state?: SiteState } | undefined;

  async function load(): Promise<SiteState> {
    const [[row], rateRows, layoutRows, categories] = await Promise.all([
      db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site')).limit(1),
      ratesInForce(db, rateDay()),
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
    const rates = offeredRates(config, rateRows);
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

  /** Every rate entered, newest day first per currency, each marked current, future or past. */
  async function rates(): Promise<CurrencyRates> {
    const today = rateDay();
    const [config, rows] = await Promise.all([
      stored(),
      db
        .select({ code: currencyRates.code, rate: currencyRates.rate, effectiveFrom: currencyRates.effectiveFrom })
        .from(currencyRates)
        .orderBy(asc(currencyRates.code), desc(currencyRates.effectiveFrom)),
    ]);
    const seen = new Set<string>();
    const list = rows.map((r) => {
      if (r.effectiveFrom > today) return { ...r, status: 'future' as const };
      const status = seen.has(r.code) ? ('past' as const) : ('current' as const);
      seen.add(r.code);
      return { ...r, status };
    });
    return { baseCurrency: overrides.baseCurrency ?? config.baseCurrency, today, list };
  }

  return {
    rates,
    /** Enters `code`'s rate from `effectiveFrom` on (replacing one entered for that same day). */
    async saveRate(row: { code: string; rate: number; effectiveFrom: string }): Promise<void> {
      await db
        .insert(currencyRates)
        .values(row)
        .onConflictDoUpdate({ target: [currencyRates.code, currencyRates.effectiveFrom], set: { rate: row.rate, updatedAt: new Date() } });
      cached = undefined;
    },
    /** Removes one entered rate; answers whether there was one. */
    async deleteRate(key: { code: string; effectiveFrom: string }): Promise<boolean> {
      const gone = await db
        .delete(currencyRates)
        .where(and(eq(currencyRates.code, key.code), eq(currencyRates.effectiveFrom, key.effectiveFrom)))
        .returning({ code: currencyRates.code });
      cached = undefined;
      return gone.length > 0;
    },
    get(): Promise<SiteState> {
      if (!cached || Date.now() - cached.at > SITE_CACHE_MS) {
        const value = load();
        const entry: NonNullable<typeof cached> = { at: Date.now(), value };
        cached = entry;
        value.then(
          (state) => (entry.state = state),
          () => {
            if (cached === entry) cached = undefined;
          },
        );
      }
      return cached.value;
    },
    /** The state `get` would answer now, when it is loaded and fresh; else undefined (no read is started). */
    peek(): SiteState | undefined {
      return cached && Date.now() - cached.at <= SITE_CACHE_MS ? cached.state : undefined;
    },
    invalidate() {
      cached = undefined;
    },
    stored,
    save,
    /** Changes the parts of the stored configuration the merchant sent; the rest stays as it is. */
    async update(patch: SiteConfigPatch): Promise<void> {
      const current = await stored();
      await save({
        ...current,
        ...patch,
        bankTransfer: { ...current.bankTransfer, ...patch.bankTransfer },
        returns: { ...current.returns, ...patch.returns },
        contact: { ...current.contact, ...patch.contact },
      });
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
