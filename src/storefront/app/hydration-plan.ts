/**
 * Reads the server's page before hydration and holds back the sections away from the viewport
 * until they come near it, the browser is idle after the load, or the shopper touches or types
 * (hydration.ts). Loaded beside the page's sections, so the first script does not carry it.
 */
import { afterLoad, holdBack, holding, releaseAll, whenIdle, type RegionName } from './hydration.ts';
import { keepTyped } from './typed-before-hydration.ts';

/** The server-rendered boundaries directly inside a region's element, in order, with their first element. */
function boundaries(region: Element): Array<Element | null> {
  const found: Array<Element | null> = [];
  let depth = 0;
  let waiting = false;
  for (let node = region.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data === '/$') depth--;
      else if (data.startsWith('$')) {
        if (depth === 0) {
          found.push(null);
          waiting = true;
        }
        depth++;
      }
    } else if (waiting && node.nodeType === Node.ELEMENT_NODE) {
      found[found.length - 1] = node as Element;
      waiting = false;
    }
  }
  return found;
}

/** How far below the viewport a section starts hydrating. */
const NEAR_PX = 300;
/** The latest a held-back section waits after the load, when the browser is never idle. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Reads the server's page before hydration and holds back every section until the observer has
 * seen where it is: its first report, right after the next frame, lets those near the viewport
 * go (reading their positions here instead would force a layout before hydrating). Call once,
 * before hydrateRoot.
 */
export function planHydration(root: HTMLElement): void {
  // What the shopper types before a section hydrates goes into its forms once it has.
  keepTyped(root);
  if (typeof IntersectionObserver === 'undefined') return;
  const regions: Array<[RegionName, Element | null]> = [
    ['head', root.querySelector(':scope > header')],
    ['body', root.querySelector(':scope > main')],
    ['foot', root.querySelector(':scope > footer')],
  ];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) watched.get(entry.target)?.();
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  const watched = new Map<Element, () => void>();
  for (const [name, region] of regions) {
    if (!region) continue;
    boundaries(region).forEach((element, i) => {
      if (!element) return;
      const release = holdBack(`${name}:${i}`, () => {
        observer.unobserve(element);
        watched.delete(element);
      });
      watched.set(element, release);
      observer.observe(element);
    });
  }
  if (!holding()) return observer.disconnect();
  // The shopper's first touch, key or focus may land in a held-back section: hydrate them all so
  // React can handle it.
  const interact = () => {
    for (const type of EVENTS) window.removeEventListener(type, interact, true);
    releaseAll();
  };
  const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  for (const type of EVENTS) window.addEventListener(type, interact, { capture: true, passive: true });
  afterLoad(() => whenIdle(releaseAll, IDLE_TIMEOUT_MS));
}
