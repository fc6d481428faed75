/**
 * The router's React side: the providers (browser and server render), the hooks the storefront
 * reads the address and the navigation with, the route's error view and scroll restoration.
 */
import { Component, createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { scrollTarget, type Location, type Navigation, type NavigateOptions, type RouteObject, type Router, type RouterState } from './router.ts';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The storefront router is not provided.');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('The storefront router is not provided.');
  return state;
}

/** Renders the route of the browser's router; its changes render as transitions, as react-router's did. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => router.subscribe((next) => startTransition(() => setState(next))), [router]);
  return <Routed router={router} state={state} />;
}

/** Renders the route of a server render (createStaticRouter). */
export function StaticRouterProvider({ router }: { router: Router }) {
  return <Routed router={router} state={router.state} />;
}

function Routed({ router, state }: { router: Router; state: RouterState }) {
  const route = router.routes[0];
  const error = state.errors?.[route.id];
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <RouteErrorBoundary location={state.location} revalidation={state.revalidation} error={error} route={route}>
          <route.Component />
        </RouteErrorBoundary>
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

interface BoundaryProps {
  location: Location;
  revalidation: RouterState['revalidation'];
  error: unknown;
  route: RouteObject;
  children: ReactNode;
}

/**
 * Shows the route's error view for a loader's error or one thrown while rendering; a render error
 * is forgotten once the address changes or a revalidation has finished.
 */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location; revalidation: BoundaryProps['revalidation'] }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: props.error, location: props.location, revalidation: props.revalidation };
  }
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: RouteErrorBoundary['state']) {
    if (state.location !== props.location || (state.revalidation !== 'idle' && props.revalidation === 'idle')) {
      return { error: props.error, location: props.location, revalidation: props.revalidation };
    }
    return { error: props.error !== undefined ? props.error : state.error, location: state.location, revalidation: props.revalidation };
  }
  render() {
    if (this.state.error === undefined) return this.props.children;
    const ErrorView = this.props.route.ErrorBoundary;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <ErrorView />
      </RouteErrorContext.Provider>
    );
  }
}

/** The address on screen. */
export function useLocation(): Location {
  return useRouterState().location;
}

/** The navigation under way (`loading`, with the address being loaded), or `idle`. */
export function useNavigation(): Navigation {
  return useRouterState().navigation;
}

/** The route's data: the page payload. */
export function useLoaderData(): unknown {
  const router = useRouter();
  return useRouterState().loaderData[router.routes[0].id];
}

/** The error the route's error view shows. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function useNavigate(): (to: string, opts?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return (to, opts) => router.navigate(to, opts);
}

/** Reloads the page on screen; `state` is `loading` meanwhile. */
export function useRevalidator(): { state: RouterState['revalidation']; revalidate: () => Promise<void> } {
  const router = useRouter();
  return { state: useRouterState().revalidation, revalidate: () => router.revalidate() };
}

/** Scrolls as each shown page asks (router.ts), and keeps the positions across a reload. */
export function ScrollRestoration() {
  const router = useRouter();
  const state = useRouterState();
  const { location, restoreScrollPosition, preventScrollReset } = state;
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  useEffect(() => {
    const onPageHide = () => {
      router.persistScrollPositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [router]);
  useIsomorphicLayoutEffect(() => router.enableScrollRestoration(), [router]);
  useIsomorphicLayoutEffect(() => {
    const target = scrollTarget({ location, restoreScrollPosition, preventScrollReset });
    if (!target) return;
    if ('id' in target) {
      const element = document.getElementById(target.id);
      if (element) return element.scrollIntoView();
      if (preventScrollReset) return;
      return window.scrollTo(0, 0);
    }
    window.scrollTo(0, target.y);
  }, [location, restoreScrollPosition, preventScrollReset]);
  return null;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;
