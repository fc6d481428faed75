/** The HTML document around the server-rendered root: head meta, theme, scripts. */
import type { PagePayload, SiteBootstrap } from '../../shared/contracts/page.ts';
import type { StorefrontAssets } from './assets.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** JSON inside a <script>: nothing can close the tag or open a comment. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DocumentInput {
  payload: PagePayload;
  site: SiteBootstrap;
  /** The theme's custom properties (shared/theme-css.ts). */
  themeCss: string;
  html: string;
  /** The shopper's currency, which the browser's first render shows prices in. */
  currency: string;
  /** The payload's texts (documentTexts), when a kept build has them made already. */
  texts?: Readonly<DocumentTexts>;
  assets?: StorefrontAssets;
  lcpImage?: { href: string; srcset?: string; sizes?: string };
}

export type DocumentTexts = { page: string; jsonLd: string };

/**
 * What the document writes of a page's payload as text: the page for the browser's router (its
 * JSON-LD and language alternates are in the head already, and the browser never reads them from
 * the page data) and the JSON-LD scripts. The same for every render of one build.
 */
export function documentTexts(payload: PagePayload): DocumentTexts {
  return {
    page: safeJson({ ...payload, meta: { ...payload.meta, jsonLd: [], alternates: [] } }),
    jsonLd: payload.meta.jsonLd.map((ld) => `<script type="application/ld+json">${safeJson(ld)}</script>`).join(''),
  };
}

function metaTags(payload: PagePayload): string {
  const m = payload.meta;
  const tags = [
    `<title>${escapeHtml(m.title)}</title>`,
    `<meta name="description" content="${escapeHtml(m.description)}">`,
    `<link rel="canonical" href="${escapeHtml(m.canonical)}">`,
    ...m.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    `<meta property="og:title" content="${escapeHtml(m.title)}">`,
    `<meta property="og:description" content="${escapeHtml(m.description)}">`,
    `<meta property="og:type" content="${m.ogType}">`,
    `<meta property="og:url" content="${escapeHtml(m.canonical)}">`,
    // Twitter (X) reads the title, description and image from the og: tags when its own are absent.
    `<meta name="twitter:card" content="${m.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (m.image) tags.push(`<meta property="og:image" content="${escapeHtml(m.image)}">`);
  if (m.robots) tags.push(`<meta name="robots" content="${m.robots}">`);
  return tags.join('');
}

/** Marks the links of the whole stylesheet, loaded as `media="print"` until the entry script runs. */
export const FULL_CSS_ATTR = 'data-full-css';

/** The id of the page's boot data: a JSON data block the entry script reads (entry-client.tsx). */
export const BOOT_ID = '__BOOT__';

/**
 * No script of the document runs inline: the boot data is a JSON block, every script that runs
 * has a source the policy names ('self', the merchant's injected origins). So the document is the
 * same for every answer, kept and sent compressed as it is, and the policy needs no nonce for it.
 */
export function renderDocument(input: DocumentInput): string {
  const { payload, site, assets } = input;
  const texts = input.texts ?? documentTexts(payload);
  // The boot data (entry-client.tsx): the site, the router's hydration state and the currency.
  const boot = `{"site":${safeJson(site)},"hydration":{"loaderData":{"page":${texts.page}},"actionData":null,"errors":null},"currency":${safeJson(input.currency)}}`;
  const injects = site.injects
    .map((i) => (i.type === 'css' ? `<link rel="stylesheet" href="${escapeHtml(i.url)}">` : `<script src="${escapeHtml(i.url)}" defer></script>`))
    .join('');
  return [
    `<!doctype html><html lang="${payload.data.lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="theme-color" content="#ffffff">`,
    metaTags(payload),
    `<style>${input.themeCss}</style>`,
    assets?.css ? `<style>${assets.css.critical(input.html).replace(/<\/style/gi, '<\\/style')}</style>` : '',
    // The whole stylesheet, for what the scripts render later: `media="print"` loads it without
    // holding the first paint, and the entry script (entry-client.tsx) turns it on.
    assets?.css ? assets.css.hrefs.map((href) => `<link rel="stylesheet" href="${href}" media="print" ${FULL_CSS_ATTR}>`).join('') : '',
    input.lcpImage
      ? `<link rel="preload" as="image" href="${escapeHtml(input.lcpImage.href)}"${input.lcpImage.srcset ? ` imagesrcset="${escapeHtml(input.lcpImage.srcset)}" imagesizes="${escapeHtml(input.lcpImage.sizes ?? '100vw')}"` : ''} fetchpriority="high">`
      : '',
    // Only the entry is preloaded: preloading every section chunk as well delayed the first
    // paint on slow connections (measured with Lighthouse); they load as soon as the entry runs.
    assets ? `<link rel="modulepreload" href="${assets.entry}">` : '',
    texts.jsonLd,
    injects,
    `<link rel="icon" href="data:,">`,
    `</head><body><div id="root">${input.html}</div>`,
    `<script type="application/json" id="${BOOT_ID}">${boot}</script>`,
    assets ? `<script type="module" src="${assets.entry}"></script>` : '',
    `</body></html>`,
  ].join('');
}
