/**
 * The storefront's own router (no React here): one catch-all route whose loader is the page
 * payload (DESIGN §2), browser history, and the navigation rules the shop relied on from
 * react-router's data router, kept the same for the shopper:
 *
 * - a navigation loads the next page before it shows it (`navigation.state` is `loading`
 *   meanwhile); a newer one, or back/forward, aborts the one in flight;
 * - the address bar changes when the page does (pushed, or replaced with `replace`);
 * - a change of the hash alone loads nothing;
 * - a loader's `redirect()` is followed at once, the original address never committed;
 * - a loader that throws shows the route's error view, with `errors.page` the error;
 * - `revalidate()` loads the page on screen again without a navigation and without scrolling;
 * - scroll positions are saved per history entry (and across a reload in sessionStorage), so
 *   back and forward come back where the shopper was; a new page starts at its hash or the top,
 *   unless the navigation asked to keep the position (`preventScrollReset`).
 */
import type { ComponentType } from 'react';

/** An address in the history, with the state its navigation carried and the key of its entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface Navigation {
  state: 'idle' | 'loading';
  /** The address being loaded. */
  location?: Location;
}

export type LoaderResult = unknown;
export type Loader = (args: { request: Request; context?: unknown }) => Promise<LoaderResult> | LoaderResult;

export interface RouteObject {
  id: string;
  /** Only the catch-all route is supported: every address is one page payload. */
  path: '*';
  loader: Loader;
  Component: ComponentType;
  ErrorBoundary: ComponentType;
}

/** The page data the server rendered with, written into the document for hydration. */
export interface HydrationState {
  loaderData: Record<string, unknown>;
  actionData?: unknown;
  errors?: Record<string, unknown> | null;
}

export interface RouterState {
  location: Location;
  navigation: Navigation;
  /** `loading` while `revalidate()` reloads the page on screen. */
  revalidation: 'idle' | 'loading';
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** Once this state is shown: a saved position to scroll to, false to stay, null for the hash or the top. */
  restoreScrollPosition: number | false | null;
  /** The navigation asked to keep the scroll position. */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string, opts?: NavigateOptions): Promise<void>;
  revalidate(): Promise<void>;
  /** Turns on scroll saving; on the first call, a position saved for this entry before a reload is restored. */
  enableScrollRestoration(): void;
  /** Saves the scroll positions in sessionStorage (the page is being left). */
  persistScrollPositions(): void;
}

export const IDLE_NAVIGATION: Navigation = { state: 'idle' };
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/** A loader's answer that sends the shopper elsewhere (302 with a Location). */
export function redirect(url: string, status = 302): Response {
  return new Response(null, { status, headers: { Location: url } });
}

export function redirectTarget(result: unknown): string | null {
  if (!(result instanceof Response) || result.status < 300 || result.status > 399) return null;
  return result.headers.get('Location');
}

export function createPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash;
}

/** Resolves `to` (absolute, `?query`, `#hash` or relative) against the current address. */
export function resolveLocation(to: string, from: Pick<Location, 'pathname' | 'search' | 'hash'>, state: unknown, key: string): Location {
  const url = new URL(to, `http://x${createPath(from)}`);
  return { pathname: url.pathname, search: url.search === '?' ? '' : url.search, hash: url.hash === '#' ? '' : url.hash, state, key };
}

/** A navigation that only changes (or adds) the hash of the address on screen: nothing to load. */
export function isHashChangeOnly(a: Location, b: Location): boolean {
  if (a.pathname !== b.pathname || a.search !== b.search) return false;
  if (a.hash === '') return b.hash !== '';
  return a.hash === b.hash || b.hash !== '';
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** Where the window goes once a page is shown (see RouterState). */
export function scrollTarget(state: Pick<RouterState, 'location' | 'restoreScrollPosition' | 'preventScrollReset'>): { y: number } | { id: string } | null {
  if (state.restoreScrollPosition === false) return null;
  if (typeof state.restoreScrollPosition === 'number') return { y: state.restoreScrollPosition };
  if (state.location.hash) {
    try {
      return { id: decodeURIComponent(state.location.hash.slice(1)) };
    } catch {
      // Not a decodable element id: as without a hash.
    }
  }
  return state.preventScrollReset ? null : { y: 0 };
}

type Action = 'push' | 'replace' | 'pop' | 'revalidate';

/** The router of the browser, starting from the page the server rendered. */
export function createBrowserRouter(routes: RouteObject[], opts: { hydrationData?: HydrationState } = {}): Router {
  const route = routes[0];
  const historyState = (window.history.state ?? null) as { usr?: unknown; key?: string; idx?: number } | null;
  const browserLocation = (): Location => {
    const current = (window.history.state ?? null) as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: current?.usr ?? null, key: current?.key ?? 'default' };
  };
  let index = historyState?.idx ?? 0;
  if (historyState?.idx == null) window.history.replaceState({ ...historyState, idx: index }, '');

  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    location: browserLocation(),
    navigation: IDLE_NAVIGATION,
    revalidation: 'idle',
    loaderData: opts.hydrationData?.loaderData ?? {},
    errors: opts.hydrationData?.errors ?? null,
    restoreScrollPosition: false,
    preventScrollReset: false,
  };
  let positions: Record<string, number> | null = null;
  let initialScrollRestored = false;
  let controller: AbortController | null = null;
  let pending: { action: Action; preventScrollReset: boolean; done: Array<() => void> } | null = null;

  const update = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };
  const saveScrollPosition = () => {
    if (positions) positions[state.location.key] = window.scrollY;
  };

  function complete(action: Action, location: Location, result: { data: unknown } | { error: unknown } | null, preventScrollReset: boolean) {
    const entry = { usr: location.state, key: location.key };
    if (action === 'push') window.history.pushState({ ...entry, idx: ++index }, '', createPath(location));
    if (action === 'replace') window.history.replaceState({ ...entry, idx: index }, '', createPath(location));
    if (action === 'pop') index = ((window.history.state ?? {}) as { idx?: number }).idx ?? index;
    let loaderData = state.loaderData;
    let errors = state.errors;
    if (result && 'data' in result) {
      loaderData = { ...loaderData, [route.id]: result.data };
      errors = null;
    } else if (result) {
      loaderData = Object.fromEntries(Object.entries(loaderData).filter(([id]) => id !== route.id));
      errors = { [route.id]: result.error };
    }
    const done = pending?.done ?? [];
    pending = null;
    controller = null;
    update({
      location,
      navigation: IDLE_NAVIGATION,
      revalidation: 'idle',
      loaderData,
      errors,
      restoreScrollPosition: action === 'revalidate' ? false : (positions?.[location.key] ?? null),
      preventScrollReset,
    });
    done.forEach((resolve) => resolve());
  }

  function start(action: Action, location: Location, preventScrollReset: boolean): Promise<void> {
    controller?.abort();
    const done = pending?.done ?? [];
    if (action !== 'revalidate') saveScrollPosition();
    if (isHashChangeOnly(state.location, location) && action !== 'revalidate') {
      pending = { action, preventScrollReset, done };
      complete(action, location, null, preventScrollReset);
      return Promise.resolve();
    }
    const own = new AbortController();
    controller = own;
    pending = { action, preventScrollReset, done };
    const finished = new Promise<void>((resolve) => done.push(resolve));
    if (action === 'revalidate') update({ revalidation: 'loading' });
    else update({ navigation: { state: 'loading', location } });
    const href = new URL(location.pathname + location.search, window.location.origin).href;
    let loading: Promise<unknown>;
    try {
      loading = Promise.resolve(route.loader({ request: new Request(href, { signal: own.signal }) }));
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading
      .then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      )
      .then((result) => {
        if (own.signal.aborted) return;
        const target = 'data' in result ? redirectTarget(result.data) : null;
        if (target !== null && new URL(target, window.location.href).origin !== window.location.origin) {
          window.location.assign(target);
          return;
        }
        if (target !== null) {
          // The redirect's address replaces the one asked for; a revalidation's redirect is a new entry.
          const next = resolveLocation(target, location, { _isRedirect: true }, createKey());
          void start(action === 'replace' ? 'replace' : 'push', next, preventScrollReset);
          return;
        }
        complete(action, location, result, preventScrollReset);
      });
    return finished;
  }

  window.addEventListener('popstate', () => void start('pop', browserLocation(), false));

  return {
    routes,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, navigateOpts = {}) {
      // Another site is the browser's to load.
      if (new URL(to, window.location.href).origin !== window.location.origin) {
        window.location.assign(to);
        return Promise.resolve();
      }
      const location = resolveLocation(to, state.location, navigateOpts.state ?? null, createKey());
      return start(navigateOpts.replace ? 'replace' : 'push', location, navigateOpts.preventScrollReset === true);
    },
    revalidate() {
      // During a navigation, the page being loaded is loaded afresh.
      if (pending && state.navigation.location) return start(pending.action, state.navigation.location, pending.preventScrollReset);
      return start('revalidate', state.location, false);
    },
    enableScrollRestoration() {
      if (!positions) {
        try {
          positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
        } catch {
          positions = {};
        }
      }
      if (initialScrollRestored || state.navigation.state !== 'idle') return;
      initialScrollRestored = true;
      const y = positions[state.location.key];
      if (typeof y === 'number') update({ restoreScrollPosition: y });
    },
    persistScrollPositions() {
      if (!positions) return;
      if (state.navigation.state === 'idle') saveScrollPosition();
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or denied: positions are then kept for this document only.
      }
    },
  };
}

/** The router of one server render: the page is already loaded, nothing navigates. */
export function createStaticRouter(routes: RouteObject[], url: string, loaderData: Record<string, unknown>): Router {
  const { pathname, search, hash } = new URL(url);
  const state: RouterState = {
    location: { pathname, search, hash, state: null, key: 'default' },
    navigation: IDLE_NAVIGATION,
    revalidation: 'idle',
    loaderData,
    errors: null,
    restoreScrollPosition: false,
    preventScrollReset: false,
  };
  const refuse = () => {
    throw new Error('A server render cannot navigate.');
  };
  return {
    routes,
    state,
    subscribe: () => () => undefined,
    navigate: refuse,
    revalidate: refuse,
    enableScrollRestoration: () => undefined,
    persistScrollPositions: () => undefined,
  };
}
