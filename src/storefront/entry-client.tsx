/** Hydrates the server-rendered storefront and takes over navigation. */
import '../shared/zod-in-browser.ts';
import './styles.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from './lib/router/index.ts';
import type { PagePayload, SiteBootstrap } from '../shared/contracts/page.ts';
import { createTranslator, loadCatalogue } from '../shared/i18n/i18n.ts';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { call, setApiHooks } from './app/api.ts';
import { createClientLoader, setRefreshHandler } from './app/loader.ts';
import { clearPages } from './app/page-cache.ts';
import { createRoutes } from './app/routes.tsx';
import { SectionsContext } from './app/section.ts';
import { SiteContext } from './lib/site.ts';
import { clearAuth, getState, loadState, setServerState, setState, subscribeState } from './app/store.ts';
import { readCookie, writeStorage } from './app/storage.ts';
import { toast } from './app/toast.tsx';
import { startDurationBeacon } from './app/tracking.ts';
import { afterLoad, releaseAll, whenIdle } from './app/hydration.ts';
import { preloadSections, sectionComponent } from './page/registry.ts';
import { userInfo, visitorData } from '../shared/calls/accounts.ts';
import type { CurrencyCode } from '../shared/money.ts';

// The page carries only the rules its own markup uses; the whole stylesheet, linked by the server
// as `media="print"` so the first paint does not wait for it, applies from now on (ssr/document.ts).
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')) link.media = 'all';

/** The page's boot data, a JSON block the server wrote (ssr/document.ts): no script runs inline. */
const boot = JSON.parse(document.getElementById('__BOOT__')!.textContent!) as { site: SiteBootstrap; hydration: HydrationState; currency: CurrencyCode };
const initial = (boot.hydration.loaderData as Record<string, PagePayload>).page;

setServerState({ currency: boot.currency });
loadState({ currency: boot.currency });
/**
 * The language the page on screen is served in. It is read from the router, which holds the new
 * page before any of its components' effects run, so a call made on mount asks in its language.
 */
const lang = () => (router.state.loaderData as Record<string, PagePayload | undefined>).page?.data.lang ?? initial?.data.lang ?? boot.site.defaultLang;

setApiHooks({
  t: (key) => createTranslator(lang()).t(key),
  lang,
  toastError: (message) => toast(message, 'error'),
  onAuthInvalid() {
    clearAuth();
    clearPages();
    const prefix = getState().langPath ? `/${getState().langPath}` : '';
    if (!location.pathname.includes('/auth/signin')) {
      location.assign(`${prefix}/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    }
  },
});

const router = createBrowserRouter(createRoutes(createClientLoader(preloadSections)), { hydrationData: boot.hydration });
setRefreshHandler(() => void router.revalidate());
// A navigation re-renders the frame around sections that may still wait to hydrate: let them.
const stopReleasing = router.subscribe((state) => {
  if (state.navigation.state === 'idle') return;
  releaseAll();
  stopReleasing();
});

async function start() {
  // The page's section chunks are asked for in tasks of their own (preloadSections' `spread`),
  // not in the task that evaluates this script.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [plan] = await Promise.all([import('./app/hydration-plan.ts'), initial && preloadSections(initial, true), initial && loadCatalogue(initial.data.lang)]);
  const root = document.getElementById('root')!;
  plan.planHydration(root);
  hydrateRoot(
    root,
    <StrictMode>
      <SiteContext.Provider value={boot.site}>
        <SectionsContext.Provider value={sectionComponent}>
          <RouterProvider router={router} />
        </SectionsContext.Provider>
      </SiteContext.Provider>
    </StrictMode>,
  );
  // What the first paint does not need waits until the page has loaded and the browser is idle:
  // the time-on-page beacon, the visitor's data (cart count, visitor id) and the order socket.
  afterLoad(() => whenIdle(afterStart, 1_000));
}

function afterStart() {
  startDurationBeacon();
  const visitorCookie = readCookie('visitorId');
  if (visitorCookie) writeStorage(STORAGE_KEYS.visitorId, visitorCookie);
  // Signed in without the page's scripts (a posted sign-in form): the token came as a cookie, the user is read once.
  if (getState().xAuth && !getState().userInfo) {
    call(userInfo, {}, { silent: true })
      .then((user) => setState({ userInfo: user }))
      .catch(() => undefined);
  }
  call(visitorData, {}, { silent: true })
    .then((data) => {
      writeStorage(STORAGE_KEYS.visitorId, data.visitorId);
      setState({ visitorData: data, cartNum: data.cart.count });
    })
    .catch(() => undefined)
    // The order socket is not needed to show the page: it loads once the page is idle.
    .finally(() => setTimeout(startRealtime, 0));
}
/** Connects the order socket, and again with the new token after signing in or out. */
async function startRealtime() {
  const { connectRealtime } = await import('./app/realtime.ts');
  let token = getState().xAuth;
  let stop = connectRealtime();
  subscribeState(() => {
    if (getState().xAuth === token) return;
    token = getState().xAuth;
    stop();
    stop = connectRealtime();
  });
}

void start();
