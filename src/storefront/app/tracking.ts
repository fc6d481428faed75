/**
 * View tracking (spec §7): product and page views, debounced by 1000 ms; and the time-on-page
 * beacon every 10 s and when the page is hidden or unloaded. Failures are ignored.
 */
import { DURATION_BEACON_INTERVAL_MS, VIEW_TRACKING_DEBOUNCE_MS } from '../../shared/constants.ts';
import type { PagePayload } from '../../shared/contracts/page.ts';
import { post } from './api.ts';

let viewTimer: ReturnType<typeof setTimeout> | undefined;

/** The call that counts a view of this page, if it is a product or a content page. */
export function viewCall(payload: PagePayload): { path: string; id: string | number } | null {
  if (payload.status !== 200) return null;
  if (payload.data.type === 'product') return { path: '/product/views', id: payload.data.id };
  if (['page', 'root', 'root-detail'].includes(payload.data.type)) return { path: '/page/views', id: payload.data.id };
  return null;
}

export function trackView(payload: PagePayload) {
  clearTimeout(viewTimer);
  const call = viewCall(payload);
  if (!call) return;
  viewTimer = setTimeout(() => {
    post(call.path, { id: call.id }, { silent: true }).catch(() => undefined);
  }, VIEW_TRACKING_DEBOUNCE_MS);
}

let started = false;
export function startDurationBeacon() {
  if (started || typeof navigator === 'undefined') return;
  started = true;
  let since = Date.now();
  const send = () => {
    const seconds = (Date.now() - since) / 1000;
    since = Date.now();
    if (seconds < 0.5) return;
    const body = JSON.stringify({ duration: Math.min(Math.round(seconds), 86_400), path: location.pathname.slice(0, 300) });
    const blob = new Blob([body], { type: 'text/plain' });
    if (!navigator.sendBeacon?.('/api/web/stat/duration', blob)) {
      fetch('/api/web/stat/duration', { method: 'POST', body, headers: { 'content-type': 'text/plain' }, keepalive: true }).catch(() => undefined);
    }
  };
  setInterval(() => {
    if (document.visibilityState === 'visible') send();
  }, DURATION_BEACON_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
    else since = Date.now();
  });
  window.addEventListener('pagehide', send);
}
