/**
 * Navigation rules of spec §2: preview=true kept across navigation, same-path navigations within
 * 700 ms ignored, and the page-load suppression flag (no progress bar, scroll position kept).
 */
import { useLocation, useNavigate } from './router/index.ts';
import { NAVIGATION_DEDUP_MS } from '../../shared/constants.ts';

export interface NavState {
  /** The page-load suppression flag: no progress bar, scroll position kept. */
  suppressPageLoad?: boolean;
}

let lastNavigation = { to: '', at: 0 };

/** True when the same destination was navigated to within the de-duplication window. */
export function isDuplicateNavigation(to: string, now = Date.now()): boolean {
  const duplicate = lastNavigation.to === to && now - lastNavigation.at < NAVIGATION_DEDUP_MS;
  if (!duplicate) lastNavigation = { to, at: now };
  return duplicate;
}

/** Adds preview=true to an internal href when the current page is a preview. */
export function keepPreview(href: string, currentSearch: string): string {
  if (!new URLSearchParams(currentSearch).has('preview', 'true') || /^https?:/.test(href)) return href;
  const url = new URL(href, 'http://x');
  url.searchParams.set('preview', 'true');
  return url.pathname + url.search + url.hash;
}

/**
 * A click the browser handles itself rather than the shop's navigation: already handled, not the
 * main button, with a modifier (new tab or window, download), into another target, or to another
 * scheme or host.
 */
export function handledByBrowser(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  href: string,
  target?: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if (target && target !== '_self') return true;
  return /^[a-z]+:/i.test(href) || href.startsWith('//');
}

export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return (to: string, opts: { replace?: boolean; suppressPageLoad?: boolean } = {}) => {
    const href = keepPreview(to, location.search);
    if (isDuplicateNavigation(href)) return;
    const state: NavState = { suppressPageLoad: opts.suppressPageLoad };
    void navigate(href, { replace: opts.replace, state, preventScrollReset: opts.suppressPageLoad });
  };
}
