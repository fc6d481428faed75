import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, isHashChangeOnly, redirect, resolveLocation, scrollTarget, type Loader, type Location, type Router, type RouterState } from './router.ts';

/** A browser's history, address, scroll position and session storage, enough for the router. */
class FakeBrowser {
  entries: Array<{ url: URL; state: unknown }> = [];
  index = 0;
  scrollY = 0;
  /** Addresses the browser was told to load as a new document. */
  assigned: string[] = [];
  storage = new Map<string, string>();
  listeners: Array<() => void> = [];

  constructor(url: string) {
    this.entries = [{ url: new URL(url), state: null }];
  }
  get current() {
    return this.entries[this.index];
  }
  install() {
    installBrowser(this);
  }
  /** The browser's back button. */
  back() {
    this.index--;
    this.listeners.forEach((listener) => listener());
  }
  get address() {
    return this.current.url.pathname + this.current.url.search + this.current.url.hash;
  }
}

function installBrowser(self: FakeBrowser) {
  const history = {
    get state() {
      return self.current.state;
    },
    get length() {
      return self.entries.length;
    },
    pushState(state: unknown, _: string, url?: string) {
      self.entries = self.entries.slice(0, self.index + 1);
      self.entries.push({ url: new URL(url ?? self.current.url.href, self.current.url), state });
      self.index++;
    },
    replaceState(state: unknown, _: string, url?: string) {
      self.entries[self.index] = { url: new URL(url ?? self.current.url.href, self.current.url), state };
    },
    scrollRestoration: 'auto',
  };
  const window = {
    history,
    get location() {
      const { href, origin, pathname, search, hash } = self.current.url;
      return { href, origin, pathname, search, hash, assign: (to: string) => self.assigned.push(to) };
    },
    get scrollY() {
      return self.scrollY;
    },
    addEventListener: (type: string, listener: () => void) => type === 'popstate' && self.listeners.push(listener),
  };
  Object.assign(globalThis, {
    window,
    sessionStorage: { getItem: (k: string) => self.storage.get(k) ?? null, setItem: (k: string, v: string) => self.storage.set(k, v) },
  });
}

/** A loader that answers when told, and records what it was asked. */
function controlledLoader() {
  const calls: Array<{ url: string; signal: AbortSignal; answer: (value: unknown) => void; fail: (error: unknown) => void }> = [];
  const loader: Loader = ({ request }) =>
    new Promise((answer, fail) => {
      calls.push({ url: new URL(request.url).pathname + new URL(request.url).search, signal: request.signal, answer, fail });
    });
  return { loader, calls };
}

const page = (title: string) => ({ title });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let browser: FakeBrowser;
let states: RouterState[];

function start(loader: Loader, url = 'https://shop.test/product/a'): Router {
  browser = new FakeBrowser(url);
  browser.install();
  const router = createBrowserRouter([{ id: 'page', path: '*', loader, Component: () => null, ErrorBoundary: () => null }], {
    hydrationData: { loaderData: { page: page('A') } },
  });
  states = [];
  router.subscribe((state) => states.push(state));
  router.enableScrollRestoration();
  return router;
}

beforeEach(() => {
  states = [];
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

describe('a navigation', () => {
  it('shows the page being loaded as pending, then the new page at its address, from the top', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    browser.scrollY = 700;
    const done = router.navigate('/category/dresses?sort=price');
    expect(router.state.navigation).toMatchObject({ state: 'loading', location: { pathname: '/category/dresses', search: '?sort=price' } });
    expect(browser.address).toBe('/product/a');
    expect(calls.map((c) => c.url)).toEqual(['/category/dresses?sort=price']);
    calls[0].answer(page('Dresses'));
    await done;
    expect(browser.address).toBe('/category/dresses?sort=price');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.loaderData.page).toEqual(page('Dresses'));
    expect(scrollTarget(router.state)).toEqual({ y: 0 });
  });

  it('replaces the history entry when asked, and keeps the scroll position when asked', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    const done = router.navigate('?sort=price', { replace: true, preventScrollReset: true, state: { suppressPageLoad: true } });
    expect(router.state.navigation.location?.state).toEqual({ suppressPageLoad: true });
    calls[0].answer(page('A sorted'));
    await done;
    expect(browser.entries).toHaveLength(1);
    expect(browser.address).toBe('/product/a?sort=price');
    expect(router.state.location.state).toEqual({ suppressPageLoad: true });
    expect(scrollTarget(router.state)).toBeNull();
  });

  it('to a hash of the page on screen loads nothing and goes to the hash', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    await router.navigate('#reviews');
    expect(calls).toHaveLength(0);
    expect(browser.address).toBe('/product/a#reviews');
    expect(router.state.loaderData.page).toEqual(page('A'));
    expect(scrollTarget(router.state)).toEqual({ id: 'reviews' });
  });

  it('abandons the page it was loading when another navigation starts', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    const first = router.navigate('/product/b');
    const second = router.navigate('/product/c');
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].answer(page('B'));
    calls[1].answer(page('C'));
    await Promise.all([first, second]);
    expect(browser.address).toBe('/product/c');
    expect(browser.entries).toHaveLength(2);
    expect(router.state.loaderData.page).toEqual(page('C'));
  });

  it('follows a redirect without ever showing the address asked for', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    const done = router.navigate('/account');
    calls[0].answer(redirect('/auth/signin?redirect=%2Faccount'));
    await tick();
    expect(router.state.navigation.location?.pathname).toBe('/auth/signin');
    calls[1].answer(page('Sign in'));
    await done;
    expect(browser.entries.map((e) => e.url.pathname)).toEqual(['/product/a', '/auth/signin']);
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
    expect(router.state.loaderData.page).toEqual(page('Sign in'));
  });

  it('to another site, or redirected there, leaves it to the browser', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    await router.navigate('https://pay.example.com/checkout');
    expect(calls).toHaveLength(0);
    const done = router.navigate('/pay');
    calls[0].answer(redirect('https://pay.example.com/session/1'));
    await tick();
    expect(browser.assigned).toEqual(['https://pay.example.com/checkout', 'https://pay.example.com/session/1']);
    expect(browser.address).toBe('/product/a');
    void done;
  });

  it('that fails shows the error at the new address; revalidating loads it again there', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    const failed = new Error('offline');
    const done = router.navigate('/product/b');
    calls[0].fail(failed);
    await done;
    expect(browser.address).toBe('/product/b');
    expect(router.state.errors).toEqual({ page: failed });
    expect(router.state.loaderData.page).toBeUndefined();

    const retried = router.revalidate();
    expect(router.state.revalidation).toBe('loading');
    expect(router.state.navigation.state).toBe('idle');
    calls[1].answer(page('B'));
    await retried;
    expect(calls[1].url).toBe('/product/b');
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData.page).toEqual(page('B'));
    expect(browser.entries).toHaveLength(2);
    expect(scrollTarget(router.state)).toBeNull();
  });
});

describe('back and forward', () => {
  it('come back to where the shopper had scrolled', async () => {
    const { loader, calls } = controlledLoader();
    const router = start(loader);
    browser.scrollY = 1200;
    const forward = router.navigate('/product/b');
    calls[0].answer(page('B'));
    await forward;
    browser.scrollY = 0;
    browser.back();
    expect(router.state.navigation.location?.pathname).toBe('/product/a');
    calls[1].answer(page('A'));
    await tick();
    expect(router.state.location.pathname).toBe('/product/a');
    expect(browser.entries).toHaveLength(2);
    expect(scrollTarget(router.state)).toEqual({ y: 1200 });
  });

  it('keep their positions across a reload of the page', async () => {
    const { loader, calls } = controlledLoader();
    let router = start(loader);
    const forward = router.navigate('/product/b');
    calls[0].answer(page('B'));
    await forward;
    browser.scrollY = 640;
    router.persistScrollPositions();
    // The same entry loaded again: a new document and a new router.
    const saved = { storage: browser.storage, entries: browser.entries, index: browser.index };
    browser = Object.assign(new FakeBrowser('https://shop.test/'), saved);
    browser.install();
    router = createBrowserRouter([{ id: 'page', path: '*', loader, Component: () => null, ErrorBoundary: () => null }], {
      hydrationData: { loaderData: { page: page('B') } },
    });
    expect(router.state.restoreScrollPosition).toBe(false);
    router.enableScrollRestoration();
    expect(router.state.restoreScrollPosition).toBe(640);
  });
});

describe('addresses', () => {
  const at: Location = { pathname: '/category/dresses', search: '?page=2', hash: '#top', state: null, key: 'k' };

  it('resolve against the page on screen', () => {
    expect(resolveLocation('?sort=price', at, null, 'n')).toMatchObject({ pathname: '/category/dresses', search: '?sort=price', hash: '' });
    expect(resolveLocation('#reviews', at, null, 'n')).toMatchObject({ pathname: '/category/dresses', search: '?page=2', hash: '#reviews' });
    expect(resolveLocation('/zh/cart', at, null, 'n')).toMatchObject({ pathname: '/zh/cart', search: '', hash: '' });
  });

  it('differ only by the hash when path and query are the same and a hash is added or changed', () => {
    const to = (hash: string) => ({ ...at, hash });
    expect(isHashChangeOnly(to(''), to('#a'))).toBe(true);
    expect(isHashChangeOnly(to('#a'), to('#b'))).toBe(true);
    expect(isHashChangeOnly(to('#a'), to(''))).toBe(false);
    expect(isHashChangeOnly(to(''), to(''))).toBe(false);
    expect(isHashChangeOnly(at, { ...at, search: '' })).toBe(false);
  });
});
