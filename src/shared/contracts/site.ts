import { z } from 'zod';
import { BREAKPOINTS, DEFAULT_PALETTE, LOW_STOCK_DEFAULT } from '../constants.ts';
import { CURRENCY_CODES } from '../money.ts';
import { ROUTE_LANGS, RULE_TYPES } from '../routes.ts';
import { msg } from './common.ts';
import { defineCall } from './call.ts';

const colorValue = z.string().max(64);

export const ThemeConfig = z.object({
  colors: z
    .object({
      background: colorValue.default('#ffffff'),
      title: colorValue.default('#111827'),
      heroBackground: colorValue.default('#f3f0ff'),
      primary: colorValue.default(DEFAULT_PALETTE.primary),
      secondary: colorValue.default(DEFAULT_PALETTE.secondary),
      info: colorValue.default(DEFAULT_PALETTE.info),
      success: colorValue.default(DEFAULT_PALETTE.success),
      warning: colorValue.default(DEFAULT_PALETTE.warning),
      error: colorValue.default(DEFAULT_PALETTE.error),
      text: colorValue.default('#1f2937'),
      description: colorValue.default('#6b7280'),
      salesPrice: colorValue.default('#be123c'),
      linePrice: colorValue.default('#6b7280'),
      placeholder: colorValue.default('#6b7280'),
      border: colorValue.default('#e5e7eb'),
    })
    .prefault({}),
  fonts: z
    .object({
      family: z.string().max(300).default('system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif'),
      titleFamily: z.string().max(300).optional(),
      weights: z.object({ normal: z.number().default(400), title: z.number().default(700) }).prefault({}),
      sizes: z.object({ base: z.string().default('16px'), title: z.string().default('28px') }).prefault({}),
    })
    .prefault({}),
  blockSpace: z.string().max(20).default('48px'),
  borderRadius: z.string().max(20).default('12px'),
  container: z
    .object({
      screens: z.record(z.string(), z.number()).default({ ...BREAKPOINTS }),
      padding: z.string().max(20).default('16px'),
    })
    .prefault({}),
  product: z.object({ imageRatio: z.string().max(20).default('1/1') }).prefault({}),
});
export type ThemeConfig = z.infer<typeof ThemeConfig>;

/**
 * Bank transfer: the days a shopper has to pay (the order is cancelled after them, with a
 * reminder a day before) and the account shown to them; the order number is the reference.
 */
export const BankTransferSettings = z.object({
  windowDays: z.number().int().min(1).max(60).default(3),
  accountHolder: z.string().max(120).default(''),
  bankName: z.string().max(120).default(''),
  /** Account number or IBAN. */
  accountNumber: z.string().max(60).default(''),
});
export type BankTransferSettings = z.infer<typeof BankTransferSettings>;

/**
 * After-sales: the days after delivery a shopper may ask for a return, the hours a request may
 * wait for the merchant's decision before it is flagged, whether returned goods go back to stock
 * by default, and the return address an approval gives when the merchant names none.
 */
export const ReturnSettings = z.object({
  windowDays: z.number().int().min(0).max(365).default(30),
  approvalHours: z.number().int().min(1).max(720).default(48),
  restock: z.boolean().default(true),
  consignee: z.string().max(80).default(''),
  contactNumber: z.string().max(40).default(''),
  address: z.string().max(300).default(''),
});
export type ReturnSettings = z.infer<typeof ReturnSettings>;

export const TAX_DISPLAYS = ['none', 'including', 'excluding'] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];

/** A phone number as the spec checks it (§4): an optional plus, a leading digit 1–9, up to 15 digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export const SiteConfig = z.object({
  name: z.string().max(120).default('Shop'),
  locale: z
    .object({
      defaultLang: z.enum(ROUTE_LANGS).default('en'),
      siteLangs: z.array(z.object({ lang: z.enum(ROUTE_LANGS) })).default([{ lang: 'en' }]),
    })
    .prefault({}),
  router: z
    .object({
      isCustom: z.boolean().default(false),
      userPath: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .default('user'),
      rules: z.partialRecord(z.enum(RULE_TYPES), z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\/:slug$/)).default({}),
    })
    .prefault({}),
  theme: ThemeConfig.prefault({}),
  injects: z.array(z.object({ type: z.enum(['css', 'js']), url: z.string().max(500) })).default([]),
  baseCurrency: z.enum(CURRENCY_CODES as [string, ...string[]]).default('USD'),
  /** What a shopper paying by bank transfer is told (account, reference), per language. */
  bankTransferInstructions: z.record(z.string(), z.string().max(2000)).default({}),
  bankTransfer: BankTransferSettings.prefault({}),
  returns: ReturnSettings.prefault({}),
  /** Credits a completed order earns for each whole unit of the base currency paid for its goods. */
  credits: z.object({ earnPerUnit: z.number().int().min(0).max(1000).default(1) }).prefault({}),
  /**
   * The currencies the storefront offers besides the base one (each shown once a rate for it is in
   * force). Absent in configs saved before it existed: then every currency with a rate is offered.
   */
  currencies: z.array(z.enum(CURRENCY_CODES)).optional(),
  /** The shop's logo (an uploaded image's address), shown in the storefront header; empty for the name alone. */
  logo: z.string().max(500).default(''),
  /** How shoppers reach the shop, shown in the storefront footer; an empty field is not shown. */
  contact: z.object({ email: z.string().max(254).default(''), phone: z.string().max(20).default(''), address: z.string().max(300).default('') }).prefault({}),
  /**
   * How catalogue prices are shown: `none` as entered, without a label; `including` as entered,
   * labelled "incl. tax"; `excluding` net of `rate` percent, labelled "excl. tax". Prices are
   * entered including tax; checkout always charges them as entered.
   */
  tax: z.object({ display: z.enum(TAX_DISPLAYS).default('none'), rate: z.number().min(0).max(100).default(0) }).prefault({}),
  /** A variant with this many units or fewer (and more than 0) is "low" in the console's stock list and the product list's filter. */
  inventory: z.object({ lowStock: z.number().int().min(0).max(100_000).default(LOW_STOCK_DEFAULT) }).prefault({}),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/);
const cssLength = z.string().regex(/^\d{1,4}(?:\.\d{1,2})?(?:px|rem|em|%)$/);

/**
 * A theme the merchant sends: every colour a hex value and every size a CSS length, so a saved
 * theme always becomes valid CSS (the stored schema stays lenient for themes saved before).
 */
export const ThemePatch = z.object({
  colors: z.strictObject(
    Object.fromEntries(Object.keys(ThemeConfig.shape.colors.unwrap().shape).map((key) => [key, hexColor])) as Record<keyof ThemeConfig['colors'], typeof hexColor>,
  ),
  fonts: z.strictObject({
    family: z.string().trim().min(1).max(300),
    titleFamily: z.string().trim().max(300).optional(),
    weights: z.strictObject({ normal: z.number().int().min(100).max(900), title: z.number().int().min(100).max(900) }),
    sizes: z.strictObject({ base: cssLength, title: cssLength }),
  }),
  blockSpace: cssLength,
  borderRadius: cssLength,
  container: z.strictObject({
    screens: z.record(z.string().regex(/^[a-z0-9]{1,8}$/), z.number().int().min(0).max(4000)),
    padding: cssLength,
  }),
  product: z.strictObject({ imageRatio: z.string().regex(/^\d{1,2}\/\d{1,2}$/) }),
});

/**
 * What the merchant may send: the stored config, every part optional, nothing else. A part not
 * sent stays absent (its default unwrapped), so saving one part leaves the others as stored.
 */
export const SiteConfigPatch = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  locale: SiteConfig.shape.locale.unwrap().optional(),
  router: SiteConfig.shape.router.unwrap().optional(),
  theme: ThemePatch.optional(),
  injects: SiteConfig.shape.injects.unwrap().optional(),
  baseCurrency: SiteConfig.shape.baseCurrency.unwrap().optional(),
  bankTransferInstructions: SiteConfig.shape.bankTransferInstructions.unwrap().optional(),
  credits: z.strictObject({ earnPerUnit: z.number().int().min(0).max(1000) }).optional(),
  inventory: z.strictObject({ lowStock: z.number().int().min(0).max(100_000) }).optional(),
  /** The currencies offered besides the base (which is always offered and cannot be left out). */
  currencies: z
    .array(z.enum(CURRENCY_CODES, msg('validation.currencyUnknown')))
    .max(CURRENCY_CODES.length)
    .optional(),
  /** An image uploaded through the admin upload module; empty removes the logo. */
  logo: z.string().trim().max(500).optional(),
  /** The parts of the contact details sent; each may be emptied. */
  contact: z
    .strictObject({
      email: z.union([z.literal(''), z.email(msg('validation.emailFormat')).max(254)]),
      phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, msg('validation.phoneFormat'))]),
      address: z.string().trim().max(300, msg('validation.addressTooLong')),
    })
    .partial()
    .optional(),
  tax: z
    .strictObject({
      display: z.enum(TAX_DISPLAYS),
      rate: z
        .number()
        .min(0, msg('validation.taxRate'))
        .max(100, msg('validation.taxRate'))
        .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, msg('validation.taxRate')),
    })
    .optional(),
  /** The parts of the bank-transfer settings sent; the others stay as they are. */
  bankTransfer: z
    .strictObject({
      windowDays: z.number().int().min(1).max(60),
      accountHolder: z.string().trim().max(120),
      bankName: z.string().trim().max(120),
      accountNumber: z.string().trim().max(60),
    })
    .partial()
    .optional(),
  /** The parts of the after-sales settings sent; the others stay as they are. */
  returns: z
    .strictObject({
      windowDays: z.number().int().min(0).max(365),
      approvalHours: z.number().int().min(1).max(720),
      restock: z.boolean(),
      consignee: z.string().trim().max(80),
      contactNumber: z.string().trim().max(40),
      address: z.string().trim().max(300),
    })
    .partial()
    .optional(),
});
export type SiteConfigPatch = z.infer<typeof SiteConfigPatch>;

/** `/app/config`: the public site configuration, for apps. */
export const appConfig = defineCall({ path: '/config', answer: z.unknown(), base: '/app', tags: ['app'] });

/** The merchant's site settings: locale, routes, theme, injects, bank transfer (staff only). */
const admin = { base: '/api/admin', tags: ['admin'] } as const;
export const adminSiteGet = defineCall({ path: '/site/get', answer: SiteConfig, ...admin });
export const adminSiteSave = defineCall({ path: '/site/save', body: SiteConfigPatch, answer: SiteConfig, ...admin });

/** The payment provider keys the owner may store (sealed at rest); answers only say which are set. */
export const PAYMENT_KEY_NAMES = ['stripeSecretKey', 'stripePublishableKey', 'stripeWebhookSecret'] as const;
export const PaymentKeysState = z.object(Object.fromEntries(PAYMENT_KEY_NAMES.map((k) => [k, z.boolean()])) as Record<(typeof PAYMENT_KEY_NAMES)[number], z.ZodBoolean>);
/** A key sent is stored (an empty string removes it); keys not sent stay as they are. */
export const PaymentKeysBody = z.strictObject(
  Object.fromEntries(
    PAYMENT_KEY_NAMES.map((k) => [
      k,
      z
        .string()
        .trim()
        .max(300)
        .regex(/^[\w-]*$/)
        .optional(),
    ]),
  ) as Record<(typeof PAYMENT_KEY_NAMES)[number], z.ZodOptional<z.ZodString>>,
);
export const adminPaymentKeysGet = defineCall({ path: '/site/payment-keys', answer: PaymentKeysState, ...admin });
export const adminPaymentKeysSave = defineCall({ path: '/site/payment-keys/save', body: PaymentKeysBody, answer: PaymentKeysState, ...admin });

/** A day as `YYYY-MM-DD` that exists in the calendar. */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation.rateDate'))
  .refine((day) => {
    const d = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day && day >= '2000-01-01' && day <= '2099-12-31';
  }, msg('validation.rateDate'));

/** A rate with at most 6 decimals and 12 significant digits, above 0 and below a million. */
export const RateValue = z
  .number(msg('validation.rateValue'))
  .gt(0, msg('validation.rateValue'))
  .lt(1_000_000, msg('validation.rateValue'))
  .refine((n) => Math.abs(n * 1e6 - Math.round(n * 1e6)) < 1e-3, msg('validation.ratePrecision'));

export const CurrencyRateRow = z.object({
  code: z.string(),
  rate: z.number(),
  effectiveFrom: z.string(),
  /** `current`: the rate prices use today; `future`: not yet in force; `past`: replaced by a later one. */
  status: z.enum(['current', 'future', 'past']),
});
export type CurrencyRateRow = z.infer<typeof CurrencyRateRow>;
export const CurrencyRates = z.object({ baseCurrency: z.string(), today: z.string(), list: z.array(CurrencyRateRow) });
export type CurrencyRates = z.infer<typeof CurrencyRates>;

/** Enters a rate of a currency against the base from a day on (the same currency and day again replaces it). */
export const CurrencyRateBody = z.strictObject({ code: z.enum(CURRENCY_CODES, msg('validation.currencyUnknown')), rate: RateValue, effectiveFrom: IsoDay });
export const CurrencyRateKey = z.strictObject({ code: z.enum(CURRENCY_CODES, msg('validation.currencyUnknown')), effectiveFrom: IsoDay });
export const adminRatesList = defineCall({ path: '/site/rates', answer: CurrencyRates, ...admin });
export const adminRateSave = defineCall({ path: '/site/rates/save', body: CurrencyRateBody, answer: CurrencyRates, ...admin });
export const adminRateDelete = defineCall({ path: '/site/rates/delete', body: CurrencyRateKey, answer: CurrencyRates, ...admin });
