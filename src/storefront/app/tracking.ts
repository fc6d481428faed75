/**
 * View tracking (spec §7): product and page views, debounced by 1000 ms; and the time-on-page
 * beacon every 10 s and when the page is hidden or unloaded. Failures are ignored.
 */
import type { z } from 'zod';
import type { ContractOf } from '../../shared/contracts/call.ts';
import { DURATION_BEACON_INTERVAL_MS, VIEW_TRACKING_DEBOUNCE_MS } from '../../shared/constants.ts';
import { pageViews, productViews, statDuration } from '../../shared/calls/analytics.ts';
import type { PagePayload } from '../../shared/contracts/page.ts';
import { call } from './api.ts';

let viewTimer: ReturnType<typeof setTimeout> | undefined;

/** The call that counts a view of this page, if it is a product or a content page. */
function viewCounter(payload: PagePayload): typeof productViews | typeof pageViews | null {
  if (payload.status !== 200) return null;
  if (payload.data.type === 'product') return productViews;
  if (['page', 'root', 'root-detail'].includes(payload.data.type)) return pageViews;
  return null;
}

/** The path of that call and the id it counts. */
export function viewCall(payload: PagePayload): { path: string; id: string | number } | null {
  const counter = viewCounter(payload);
  return counter && { path: counter.path, id: payload.data.id };
}

export function trackView(payload: PagePayload) {
  clearTimeout(viewTimer);
  const counter = viewCounter(payload);
  if (!counter) return;
  const id = payload.data.id;
  viewTimer = setTimeout(() => {
    call(counter, { id }, { silent: true }).catch(() => undefined);
  }, VIEW_TRACKING_DEBOUNCE_MS);
}

const DURATION_URL = `${statDuration.base}${statDuration.path}`;

let started = false;
export function startDurationBeacon() {
  if (started || typeof navigator === 'undefined') return;
  started = true;
  let since = Date.now();
  const send = () => {
    const seconds = (Date.now() - since) / 1000;
    since = Date.now();
    if (seconds < 0.5) return;
    const duration: z.input<ContractOf<typeof statDuration>['body']> = { duration: Math.min(Math.round(seconds), 86_400), path: location.pathname.slice(0, 300) };
    const body = JSON.stringify(duration);
    const blob = new Blob([body], { type: 'text/plain' });
    if (!navigator.sendBeacon?.(DURATION_URL, blob)) {
      fetch(DURATION_URL, { method: 'POST', body, headers: { 'content-type': 'text/plain' }, keepalive: true }).catch(() => undefined);
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
