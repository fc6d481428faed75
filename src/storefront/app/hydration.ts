/**
 * Selective hydration of the server-rendered page. Each section of the page is its own Suspense
 * boundary (PageShell's Region), so React hydrates the frame first and then each section in its
 * own slice of work, yielding to the browser between them. Sections that are below the fold when
 * the page boots are held back further: their server HTML stays on screen as it is (no flash, no
 * shift) and React hydrates them when they come near the viewport, when the browser is idle after
 * the load, or at once when the shopper touches, types or navigates, whichever comes first.
 *
 * A boundary is named `<region>:<n>`, the n-th section rendered in the page's head, body or foot.
 * The server renders every section; only the browser holds any back, and only on the first page.
 * This module holds the gates (it is in the first script); hydration-plan.ts, loaded beside the
 * page's sections, reads the page and sets them.
 */

export type RegionName = 'head' | 'body' | 'foot';

interface Gate {
  promise: Promise<void>;
  release(): void;
}

const gates = new Map<string, Gate>();

/** Held back until visible or idle: the promise a section's boundary waits for, or null to hydrate it now. */
export function hydrationGate(id: string): Promise<void> | null {
  return gates.get(id)?.promise ?? null;
}

/** Lets every held-back section hydrate (a navigation, an interaction). */
export function releaseAll(): void {
  for (const gate of [...gates.values()]) gate.release();
}

/** Holds back the boundary `id` until `release` is called; `onRelease` runs once then. */
export function holdBack(id: string, onRelease: () => void): () => void {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = () => {
      if (gates.get(id)?.promise !== promise) return;
      gates.delete(id);
      onRelease();
      resolve();
    };
  });
  gates.set(id, { promise, release });
  return release;
}

/** Whether some boundary is still held back. */
export function holding(): boolean {
  return gates.size > 0;
}

/** Runs `run` once the page has loaded. */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Runs `run` when the browser is idle, at the latest after `timeout` ms. */
export function whenIdle(run: () => void, timeout = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 1);
}

let afterSectionHydrated: (() => void) | null = null;

/** Called by each section once it has hydrated (or mounted afresh). */
export function sectionHydrated(): void {
  afterSectionHydrated?.();
}

/** What to do each time a section has hydrated (typed-before-hydration.ts). */
export function onSectionHydrated(run: () => void): void {
  afterSectionHydrated = run;
}
