import { z } from 'zod';
import { BREAKPOINTS, DEFAULT_PALETTE, LOW_STOCK_DEFAULT } from '../constants.ts';
import { CURRENCY_CODES } from '../money.ts';
import { ROUTE_LANGS, RULE_TYPES } from '../routes.ts';
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
