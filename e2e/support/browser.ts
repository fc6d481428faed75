import { chromium, type Browser, type Page, type Response } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs; each launch gets a fresh temporary profile. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags this machine needs: no GPU, no sandbox as root, no background network (it is closed). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Waits until the address matches and the page has rendered the content for it. React commits a
 * client navigation's content after the address changes, so the address alone is not enough.
 */
export async function arrive(page: Page, url: string | RegExp): Promise<void> {
  await page.waitForURL(url);
  await page.waitForFunction(() => document.querySelector('main')?.getAttribute('data-location') === location.pathname + location.search);
}

/**
 * Opens a page of the shop and waits until React has hydrated it: typing into a form or clicking
 * before then would reach the server-rendered HTML, not the application.
 */
export async function open(page: Page, url: string): Promise<Response | null> {
  return hydrated(page, await page.goto(url));
}

/** Reloads the page and waits until it has hydrated again. */
export async function reopen(page: Page): Promise<Response | null> {
  return hydrated(page, await page.reload());
}

async function hydrated(page: Page, response: Response | null): Promise<Response | null> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/**
 * Nothing on `page` lets a held-back section hydrate by itself: the browser is never idle and no
 * section is reported near the viewport, so only the shopper's touch, key or a navigation does.
 */
export async function holdSectionsBack(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

/**
 * Adds every Content-Security-Policy violation on `page` (a blocked script, style or `eval`) to
 * `sink`, as "CSP <directive> <source>:<line>": the browser blocks those silently, and Chrome's
 * Issues panel lists them.
 */
export async function reportPolicyViolations(page: Page, sink: string[]): Promise<void> {
  await page.exposeFunction('__reportPolicyViolation', (text: string) => sink.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportPolicyViolation(text: string): void }).__reportPolicyViolation(
        `CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
}
