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

/**
 * A gate: the promise a held-back boundary waits on, marked the way React reads a promise it
 * tracks (`status`). It stays the boundary's promise after it opens, marked fulfilled at once.
 *
 * Why: React, having suspended on a gate, comes back to the section in its next task and, if the
 * promise has settled by then, replays the component where it stopped. A gate that was removed on
 * release made the replay take another path (no `use`), and its next hook then ran as an update
 * of a component never mounted: "Update hook called on initial render" (#467), which React
 * reports as a recoverable hydration error (#422) and answers by client-rendering the section.
 * With the same promise before and after, the replay calls `use` again and hydrates as usual;
 * marked fulfilled synchronously, a section hydrated in the same task (the shopper's click) does
 * not suspend.
 */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** The gate of a boundary that is not held back. */
const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const gates = new Map<string, Gate>();
const closed = new Map<string, () => void>();

/** The promise a section's boundary waits on (already fulfilled unless held back): always the same one for a boundary. */
export function hydrationGate(id: string): Promise<void> {
  return gates.get(id) ?? OPEN;
}

/** Lets every held-back section hydrate (a navigation, an interaction). */
export function releaseAll(): void {
  for (const release of [...closed.values()]) release();
}

/** Holds back the boundary `id` until `release` is called; `onRelease` runs once then. */
export function holdBack(id: string, onRelease: () => void): () => void {
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((r) => (resolve = r));
  const release = () => {
    if (closed.get(id) !== release) return;
    closed.delete(id);
    gate.status = 'fulfilled';
    gate.value = undefined;
    onRelease();
    resolve();
  };
  gates.set(id, gate);
  closed.set(id, release);
  return release;
}

/** Whether some boundary is still held back. */
export function holding(): boolean {
  return closed.size > 0;
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
