/**
 * The merchant console at /admin: one HTML shell for /admin and every path under it; the console
 * (src/console, its own bundle) renders in the browser and speaks to /api/admin. Same security
 * headers as the storefront: its one inline script carries the response's nonce.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueFor } from '../../shared/i18n/i18n.ts';
import { AUTH_HEADER } from '../../shared/constants.ts';
import type { NonceResponse } from '../platform/http/security.ts';
import type { SiteService } from '../site/site.service.ts';
import type { StorefrontAssets } from './assets.ts';
import { escapeHtml, safeJson } from './document.ts';

export interface ConsoleBoot {
  shopName: string;
  /** The language the console starts in (the browser's choice is kept in its storage). */
  lang: string;
  baseCurrency: string;
  /** Whether the request carried a session cookie at all: without one the console opens at its sign-in screen without asking who is signed in. */
  session: boolean;
}

/**
 * Tells zod in the browser never to try `new Function`, which the page's policy forbids (see
 * shared/zod-in-browser.ts): set in the inline script, before the console's first script builds
 * its schemas.
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig??={}).jitless=true';

export function consoleDocument(boot: ConsoleBoot, nonce: string, assets: StorefrontAssets['console']): string {
  return [
    `<!doctype html><html lang="${escapeHtml(boot.lang)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex, nofollow">`,
    `<title>${escapeHtml(boot.shopName)} · Console</title>`,
    `<link rel="icon" href="data:,">`,
    ...(assets?.css ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    assets ? `<link rel="modulepreload" href="${escapeHtml(assets.entry)}">` : '',
    `</head><body><div id="console">`,
    assets ? '' : `<p style="font-family:sans-serif;padding:2rem">The console is not built: run <code>npm run build</code>.</p>`,
    `</div>`,
    `<script nonce="${nonce}">window.__CONSOLE__=${safeJson(boot)};${ZOD_JITLESS}</script>`,
    assets ? `<script type="module" src="${escapeHtml(assets.entry)}" nonce="${nonce}"></script>` : '',
    `</body></html>`,
  ].join('');
}

export function registerConsole(app: FastifyInstance, deps: { site: SiteService; assets?: StorefrontAssets }) {
  async function shell(request: FastifyRequest, reply: FastifyReply) {
    const { config } = await deps.site.get();
    const accept = request.headers['accept-language'] ?? '';
    const lang = catalogueFor(/zh-(hk|tw|hant)/i.test(accept) ? 'zh-HK' : /^zh/i.test(accept) ? 'zh' : /^fil|^tl/i.test(accept) ? 'fil' : config.locale.defaultLang);
    const nonce = (reply.raw as NonceResponse).scriptNonce ?? '';
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        consoleDocument({ shopName: config.name, lang, baseCurrency: config.baseCurrency, session: Boolean(request.cookies[AUTH_HEADER]) }, nonce, deps.assets?.console),
      );
  }
  app.get('/admin', { schema: { hide: true } }, shell);
  app.get('/admin/*', { schema: { hide: true } }, shell);
}
