/**
 * The client loader of the catch-all route: the page payload from the session cache or from
 * `GET <path>?request=route`, and the status rules of spec §8 (404/500/403 → error pages,
 * 401 → sign-in with a redirect back). Before a payload renders, its sections' code is loaded
 * by the section registry's preloader, which the client entry passes in.
 */
import { redirect } from '../lib/router/index.ts';
import type { PagePayload } from '../../shared/contracts/page.ts';
import { loadCatalogue } from '../../shared/i18n/i18n.ts';
import { isRouteLang } from '../../shared/routes.ts';
import { requestHeaders } from './api.ts';
import { readPage, writePage } from './page-cache.ts';

async function fetchPayload(url: URL, signal?: AbortSignal): Promise<PagePayload> {
  const query = new URLSearchParams(url.search);
  query.set('request', 'route');
  const response = await fetch(`${url.pathname}?${query}`, { headers: { accept: 'application/json', ...requestHeaders() }, signal });
  if (!response.headers.get('content-type')?.includes('json')) throw new Response('', { status: response.status || 500 });
  return (await response.json()) as PagePayload;
}

function langPrefixOf(pathname: string): string {
  const first = pathname.split('/')[1];
  return isRouteLang(first) ? `/${first}` : '';
}

function statusRedirect(payload: PagePayload, url: URL): Response | null {
  const prefix = langPrefixOf(url.pathname);
  if (payload.status === 401) {
    return redirect(`${prefix}/auth/signin?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if ([403, 404, 500].includes(payload.status) && !url.pathname.startsWith(`${prefix}/error/`)) {
    // An unknown SKU still renders its product (DESIGN: "falls back to the product").
    if (payload.data.type === 'product' && payload.pageBody.some((s) => s.type === 'product-detail')) return null;
    return redirect(`${prefix}/error/${payload.status}`);
  }
  return null;
}

let onRefreshed: (() => void) | null = null;
export function setRefreshHandler(handler: () => void) {
  onRefreshed = handler;
}

function refreshInBackground(url: URL, previous: PagePayload) {
  fetchPayload(url)
    .then((payload) => {
      writePage(url, payload);
      if (JSON.stringify(payload) !== JSON.stringify(previous)) onRefreshed?.();
    })
    .catch(() => undefined);
}

export function createClientLoader(preloadSections: (payload: PagePayload) => Promise<void>) {
  return async function clientLoader({ request }: { request: Request }): Promise<PagePayload | Response> {
    const url = new URL(request.url);
    const cached = readPage(url);
    if (cached) {
      if (!cached.fresh) refreshInBackground(url, cached.payload);
      await Promise.all([preloadSections(cached.payload), loadCatalogue(cached.payload.data.lang)]);
      return cached.payload;
    }
    const payload = await fetchPayload(url, request.signal);
    const redirected = statusRedirect(payload, url);
    if (redirected) return redirected;
    writePage(url, payload);
    await Promise.all([preloadSections(payload), loadCatalogue(payload.data.lang)]);
    return payload;
  };
}
