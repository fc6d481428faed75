/**
 * The page cache of spec §9: payloads in session storage, fresh for 5 minutes; a stale copy is
 * shown at once and refreshed in the background. Pages with a user id, or in preview, are not kept.
 */
import { PAGE_CACHE_FRESH_MS } from '../../shared/constants.ts';
import type { PagePayload } from '../../shared/contracts/page.ts';

const PREFIX = 'page:';

export interface CachedPage {
  payload: PagePayload;
  fresh: boolean;
}

export function cacheKey(url: URL): string {
  return PREFIX + url.pathname + url.search;
}

export function isCacheable(payload: PagePayload, url: URL): boolean {
  return payload.status === 200 && !payload.data.userId && !payload.data.personal && url.searchParams.get('preview') !== 'true';
}

export function readPage(url: URL, now = Date.now()): CachedPage | null {
  if (url.searchParams.get('preview') === 'true') return null;
  try {
    const raw = sessionStorage.getItem(cacheKey(url));
    if (!raw) return null;
    const { at, payload } = JSON.parse(raw) as { at: number; payload: PagePayload };
    return { payload, fresh: now - at < PAGE_CACHE_FRESH_MS };
  } catch {
    return null;
  }
}

export function writePage(url: URL, payload: PagePayload, now = Date.now()) {
  if (!isCacheable(payload, url)) return;
  try {
    sessionStorage.setItem(cacheKey(url), JSON.stringify({ at: now, payload }));
  } catch {
    // Quota exceeded: drop the oldest pages and give up on this one.
    try {
      for (const key of Object.keys(sessionStorage)
        .filter((k) => k.startsWith(PREFIX))
        .slice(0, 10))
        sessionStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
}

/** Drops every cached page (after signing in or out, prices and stock may differ). */
export function clearPages() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}
