/** Configuration from the environment; the README's table documents every variable. */
import path from 'node:path';
import { parseWorkers } from './cluster.ts';
import type { S3Settings } from './media/storage.ts';
import { isCurrency, type CurrencyCode } from '../../shared/money.ts';
import { isRouteLang, type RouteLang } from '../../shared/routes.ts';
import { SITEMAP_MAX_URLS } from '../../shared/constants.ts';

export interface Config {
  port: number;
  /** Server processes (WORKERS; platform/cluster.ts). */
  workers: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Every Redis key and channel of this shop starts with it, so shops can share one Redis. */
  redisPrefix: string;
  /** Signs the visitor proof cookie; when unset the shop keeps a generated one in its database. */
  cookieSecret?: string;
  smtpUrl?: string;
  /** A gateway that takes text messages as JSON `{to, text}` (platform/sms/sms.ts); without it they go to the outbox. */
  smsUrl?: string;
  smsToken?: string;
  mailFrom: string;
  baseCurrency: CurrencyCode;
  defaultLang: RouteLang;
  /** Whether DEFAULT_LANG / BASE_CURRENCY were given (then they override the stored site config). */
  defaultLangSet: boolean;
  baseCurrencySet: boolean;
  production: boolean;
  logLevel: string;
  bodyLimit: number;
  /** Exposes /_metrics for the benchmark; never on in production unless asked. */
  metrics: boolean;
  trustProxy: boolean;
  /** Sign-in and sign-up attempts per address per minute. */
  authRateLimit: number;
  /** Order placements per address per minute. */
  checkoutRateLimit: number;
  /** Product URLs per sitemap page (SITEMAP_PAGE_SIZE, at most the protocol's 50,000). */
  sitemapPageSize: number;
  /** Open orders awaiting an offline payment (bank transfer, cash on delivery) one address may have. */
  unpaidOrdersPerAddress: number;
  /**
   * Payment methods the shop may offer at checkout (PAYMENT_METHODS). Stripe among them is offered
   * only while a usable key pair is known, from the console or the environment (payments/payment-setup.ts).
   */
  listedPaymentMethods: string[];
  /** Where Stripe's API and Stripe.js are (STRIPE_API_BASE, STRIPE_JS_URL), and the keys the environment gives, if any. */
  stripe: { apiBase: string; jsUrl: string; envKeys: StripeKeys | null };
  /** SETTINGS_ENCRYPTION_KEY: seals the payment keys the owner stores in the console (none: they cannot be stored). */
  settingsKey: string | null;
  /** Unpaid orders cancel themselves after this many minutes. */
  unpaidMinutes: number;
  /** Shipped orders complete themselves this many days after shipping. */
  autoCompleteDays: number;
  schedulerIntervalMs: number;
  /** How often each process looks for due jobs (e-mails, listing figures) besides right after a change. */
  jobsIntervalMs: number;
  /** Uploads: what one customer may send per day and per minute (staff have ten times as many), and how long an upload nothing uses is kept. */
  uploads: { perDay: number; perMinute: number; unusedHours: number };
  /** S3_BUCKET and its settings: uploads and generated images in an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Settings | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const baseCurrency = env.BASE_CURRENCY ?? 'USD';
  const defaultLang = env.DEFAULT_LANG ?? 'en';
  if (!isCurrency(baseCurrency)) throw new Error(`BASE_CURRENCY must be one of the supported currencies, not ${baseCurrency}`);
  if (!isRouteLang(defaultLang)) throw new Error(`DEFAULT_LANG must be a supported language, not ${defaultLang}`);
  return {
    port,
    workers: parseWorkers(env.WORKERS),
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || defaultRedisPrefix(env.DATABASE_URL),
    cookieSecret: env.COOKIE_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    mailFrom: env.MAIL_FROM ?? 'Shop <shop@localhost>',
    baseCurrency,
    defaultLang,
    defaultLangSet: Boolean(env.DEFAULT_LANG),
    baseCurrencySet: Boolean(env.BASE_CURRENCY),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    metrics: env.METRICS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    checkoutRateLimit: Number(env.CHECKOUT_RATE_LIMIT ?? 30),
    sitemapPageSize: Math.min(SITEMAP_MAX_URLS, Math.max(1, Math.floor(Number(env.SITEMAP_PAGE_SIZE ?? SITEMAP_MAX_URLS)) || SITEMAP_MAX_URLS)),
    unpaidOrdersPerAddress: Number(env.UNPAID_ORDERS_PER_ADDRESS ?? 10),
    listedPaymentMethods: paymentMethods(env),
    settingsKey: env.SETTINGS_ENCRYPTION_KEY || null,
    stripe: {
      apiBase: (env.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/$/, ''),
      jsUrl: env.STRIPE_JS_URL ?? 'https://js.stripe.com/v3/',
      envKeys: env.STRIPE_SECRET_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY || null, webhookSecret: env.STRIPE_WEBHOOK_SECRET || null }
        : null,
    },
    unpaidMinutes: Number(env.UNPAID_ORDER_MINUTES ?? 30),
    autoCompleteDays: Number(env.AUTO_COMPLETE_DAYS ?? 14),
    schedulerIntervalMs: Number(env.SCHEDULER_INTERVAL_MS ?? 30_000),
    jobsIntervalMs: Number(env.JOBS_INTERVAL_MS ?? 1000),
    uploads: {
      perDay: Number(env.UPLOAD_DAILY_LIMIT ?? 60),
      perMinute: Number(env.UPLOAD_RATE_LIMIT ?? 20),
      unusedHours: Number(env.UPLOAD_UNUSED_HOURS ?? 24),
    },
    s3: s3Settings(env),
  };
}

const TRUE = ['1', 'true', 'yes'];

/** The bucket settings when S3_BUCKET is set; refuses half a pair of keys or an address that is not one. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK credential chain');
  const url = (name: string) => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name} must be an http(s) address, not ${value}`);
    return value.replace(/\/+$/, '');
  };
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    endpoint: url('S3_ENDPOINT'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: TRUE.includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
    prefix: prefix ? `${prefix}/` : '',
    publicUrl: url('S3_PUBLIC_URL'),
  };
}

/** The database's name (`shop:` for the embedded one), so two shops on one Redis never share keys. */
function defaultRedisPrefix(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'shop:';
  try {
    const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
    return name ? `${name}:` : 'shop:';
  } catch {
    return 'shop:';
  }
}

const KNOWN_METHODS = ['bank_transfer', 'cash_on_delivery', 'sandbox_card', 'stripe'];

/** A Stripe account's keys; the webhook's signing secret may be missing (then no webhook is accepted). */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
}

/**
 * PAYMENT_METHODS (comma-separated). By default: bank transfer and cash on delivery, Stripe (offered
 * only while its keys are known), and the sandbox card only in the demo shop (DEMO_DATA not 0), so
 * a real shop never offers a gateway that takes no money by accident.
 */
function paymentMethods(env: NodeJS.ProcessEnv): string[] {
  const fallback = ['bank_transfer', 'cash_on_delivery', ...(env.DEMO_DATA === '0' ? [] : ['sandbox_card']), 'stripe'];
  const listed =
    env.PAYMENT_METHODS !== undefined
      ? env.PAYMENT_METHODS.split(',')
          .map((m) => m.trim())
          .filter(Boolean)
      : fallback;
  return listed.filter((m) => KNOWN_METHODS.includes(m));
}
