import { z } from 'zod';
import { ROUTE_LANGS, type RouteLang, type RouterConfig } from '../routes.ts';
import type { CurrencyCode } from '../money.ts';
import { Section } from './sections/section.ts';
import { defineCall } from './call.ts';

/** A section of the page builder, with its settings already localised and links resolved. */
export type SectionPayload = Section;

export const PageMeta = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  alternates: z.array(z.object({ hreflang: z.string(), href: z.string() })),
  image: z.string().optional(),
  ogType: z.enum(['website', 'product', 'article']),
  jsonLd: z.array(z.record(z.string(), z.unknown())),
  robots: z.string().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** The page response of spec §3, as answered by `GET <path>?request=route`. */
export const PagePayload = z.object({
  code: z.number().int(),
  /** The HTTP status the page is served with (404 for unknown routes, 401 for account pages). */
  status: z.number().int(),
  /** `personal`: the shopper's own data (cart, checkout, orders) — never cached, like pages with a user id. */
  data: z.object({
    id: z.union([z.string(), z.number()]),
    userId: z.number().int().optional(),
    personal: z.boolean().optional(),
    type: z.string(),
    lang: z.enum(ROUTE_LANGS),
    langPrefix: z.string(),
    path: z.string(),
  }),
  theme: z.object({ hideHead: z.boolean(), hideFoot: z.boolean() }),
  pageHead: z.array(Section),
  pageBody: z.array(Section),
  pageFoot: z.array(Section),
  meta: PageMeta,
});
export type PagePayload = z.infer<typeof PagePayload>;

/** What the storefront needs once, at start: the public part of the site configuration. */
export interface SiteBootstrap {
  name: string;
  defaultLang: RouteLang;
  siteLangs: RouteLang[];
  router: RouterConfig;
  baseCurrency: CurrencyCode;
  /** The offered currencies with the rate in force today (the base at 1). */
  rates: Record<string, number>;
  /** The shop's logo address, or empty for its name alone. */
  logo: string;
  contact: { email: string; phone: string; address: string };
  /** How catalogue prices are shown (site config `tax`). */
  tax: { display: 'none' | 'including' | 'excluding'; rate: number };
  injects: Array<{ type: 'css' | 'js'; url: string }>;
}

export const PageGetBody = z.strictObject({
  path: z.string().trim().min(1).max(500).startsWith('/'),
  query: z.record(z.string().max(40), z.string().max(300)).optional(),
});

/** The page payload for a path, for clients that prefer POST to `?request=route`; answered with the page's status. */
export const pageGet = defineCall({ path: '/page/get', body: PageGetBody, answer: z.unknown(), tags: ['content'] });
