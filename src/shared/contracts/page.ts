import { z } from 'zod';
import type { RouteLang } from '../routes.ts';
import { defineCall } from './call.ts';

/** A section of the page builder, with its settings already localised and links resolved. */
export interface SectionPayload {
  type: string;
  settings: Record<string, unknown>;
  blocks?: Array<{ type: string; settings: Record<string, unknown> }>;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
  image?: string;
  ogType: 'website' | 'product' | 'article';
  jsonLd: Array<Record<string, unknown>>;
  robots?: string;
}

/** The page response of spec §3, as answered by `GET <path>?request=route`. */
export interface PagePayload {
  code: number;
  /** The HTTP status the page is served with (404 for unknown routes, 401 for account pages). */
  status: number;
  /** `personal`: the shopper's own data (cart, checkout, orders) — never cached, like pages with a user id. */
  data: { id: string | number; userId?: number; personal?: boolean; type: string; lang: RouteLang; langPrefix: string; path: string };
  theme: { hideHead: boolean; hideFoot: boolean };
  pageHead: SectionPayload[];
  pageBody: SectionPayload[];
  pageFoot: SectionPayload[];
  meta: PageMeta;
}

/** What the storefront needs once, at start: the public part of the site configuration. */
export interface SiteBootstrap {
  name: string;
  defaultLang: RouteLang;
  siteLangs: RouteLang[];
  router: import('../routes.ts').RouterConfig;
  baseCurrency: import('../money.ts').CurrencyCode;
  rates: Record<string, number>;
  themeCss: string;
  injects: Array<{ type: 'css' | 'js'; url: string }>;
}

export const PageGetBody = z.strictObject({
  path: z.string().trim().min(1).max(500).startsWith('/'),
  query: z.record(z.string().max(40), z.string().max(300)).optional(),
});

/** The page payload for a path, for clients that prefer POST to `?request=route`; answered with the page's status. */
export const pageGet = defineCall({ path: '/page/get', body: PageGetBody, answer: z.unknown(), tags: ['content'] });
