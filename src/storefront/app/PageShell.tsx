/**
 * Renders a page payload's head, body and foot regions from its sections. The components come
 * from the section registry, which the composition roots provide through SectionsContext; the
 * page's language and the shopper's currency are provided here for every component.
 */
import { Component, memo, Suspense, use, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ScrollRestoration, useLoaderData, useLocation, useNavigation } from '../lib/router/index.ts';
import type { PagePayload, SectionPayload } from '../../shared/contracts/page.ts';
import { SectionsContext } from './section.ts';
import { CurrencyContext, LangContext, useT } from '../lib/site.ts';
import { setState, useClientState } from './store.ts';
import { Toaster } from './toast.tsx';
import { ProgressBar } from './navigation.tsx';
import type { NavState } from '../lib/navigation.ts';
import { trackView } from './tracking.ts';
import { hydrationGate, sectionHydrated, type RegionName } from './hydration.ts';

/**
 * A region's sections, each in its own Suspense boundary: React hydrates them one by one, each in
 * its own task, and a section held back until it is visible (hydration.ts) keeps its server HTML
 * meanwhile. The components are loaded before rendering, so nothing suspends otherwise; the
 * boundaries add only comment markers to the server's HTML. Memoized: a re-render of the frame
 * with the same page must not touch a section that is still waiting to hydrate.
 */
const Region = memo(function Region({ name, sections, page }: RegionProps) {
  const sectionComponent = useContext(SectionsContext);
  let n = 0;
  return (
    <>
      {sections.map((section, i) => {
        // The registry's component for this type reads the settings the page builder gave it. A
        // new language mounts it afresh: what it fetched on mount (methods, suggestions, the cart)
        // was named in the language before.
        const Component = sectionComponent(section.type);
        if (!Component) return null;
        return (
          <Suspense key={`${page.data.lang}-${section.type}-${i}`} fallback={null}>
            <HeldBack id={`${name}:${n++}`}>
              <Component settings={section.settings} blocks={section.blocks} page={page} />
            </HeldBack>
          </Suspense>
        );
      })}
    </>
  );
});

interface RegionProps {
  name: RegionName;
  sections: SectionPayload[];
  page: PagePayload;
}

/**
 * Waits, on the first page only, until its section may hydrate (near the viewport, idle or
 * touched). Once hydrated, what the shopper typed into its server HTML meanwhile goes into its
 * forms' state (typed-before-hydration.ts).
 */
function HeldBack({ id, children }: { id: string; children: ReactNode }) {
  // Unconditional, on the same promise before and after the gate opens (hydration.ts): React
  // may replay this component once the promise settles, and the replay must call the same hooks.
  use(hydrationGate(id));
  useLayoutEffect(sectionHydrated, []);
  return children;
}

function useDocumentHead(page: PagePayload) {
  useEffect(() => {
    document.title = page.meta.title;
    document.documentElement.lang = page.data.lang;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.meta.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', page.meta.canonical);
  }, [page]);
}

let shownPage: PagePayload | null = null;

/** The page on screen last: a page that fails to load keeps its head and foot (the router drops its data). */
export function lastShownPage(): PagePayload | null {
  return shownPage;
}

/** What a shown page does once: its title and language in the document, the language prefix kept, its view counted. */
function usePageShown(page: PagePayload) {
  useDocumentHead(page);
  useEffect(() => {
    shownPage = page;
    setState({ langPath: page.data.langPrefix });
    trackView(page);
  }, [page]);
}

/**
 * The page's frame: head and foot regions around the main content, the progress bar, toasts and
 * scroll restoration. The loaded page puts its body in it; a page that failed to load puts its
 * error there, inside the last page's head and foot (`guarded`: a region that fails to render
 * is left out rather than taking the error message with it).
 */
export function PageFrame(props: FrameProps) {
  return (
    <LangContext.Provider value={{ lang: props.page.data.lang, langPrefix: props.page.data.langPrefix }}>
      <CurrencyProvider>
        <FrameBody {...props} />
      </CurrencyProvider>
    </LangContext.Provider>
  );
}

interface FrameProps {
  page: PagePayload;
  guarded?: boolean;
  children: ReactNode;
}

function FrameBody({ page, guarded = false, children }: FrameProps) {
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && !(navigation.location?.state as NavState | null)?.suppressPageLoad;
  const Regions = guarded ? GuardedRegion : Region;
  // Marks the document as interactive once hydrated (browser tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('nav.skipToContent')}
      </a>
      {/* The header landmark is always there: it also holds the progress bar when the theme hides the head. */}
      <header>
        <ProgressBar />
        {!page.theme.hideHead && <Regions name="head" sections={page.pageHead} page={page} />}
      </header>
      {/* data-location names the address this content was rendered for: it changes in the same commit as the content. */}
      <main
        id="main"
        data-location={location.pathname + location.search}
        className={`relative min-h-[60vh] transition-opacity duration-200 ${loading ? 'opacity-60' : 'opacity-100'}`}
      >
        {loading && (
          <span
            role="status"
            aria-label={t('common.loading')}
            className="absolute left-1/2 top-8 z-10 size-8 -translate-x-1/2 animate-spin rounded-full border-4 border-primary border-t-transparent"
          />
        )}
        {children}
      </main>
      {!page.theme.hideFoot && (
        <footer>
          <Regions name="foot" sections={page.pageFoot} page={page} />
        </footer>
      )}
      <Toaster dismissLabel={t('common.close')} />
      <ScrollRestoration />
    </>
  );
}

/** A region that renders nothing when one of its sections throws. */
class GuardedRegion extends Component<RegionProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : <Region {...this.props} />;
  }
}

/** The shopper's currency from the client state; a change re-renders only what shows money. */
function CurrencyProvider({ children }: { children: ReactNode }) {
  const currency = useClientState((s) => s.currency);
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

export function PageShell() {
  const page = useLoaderData() as PagePayload;
  usePageShown(page);
  return (
    <PageFrame page={page}>
      <Region name="body" sections={page.pageBody} page={page} />
    </PageFrame>
  );
}
