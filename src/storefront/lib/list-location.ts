/** Where a product list is going: filter controls show a click at once, before its page arrives. */
import { useLocation, useNavigation } from './router/index.ts';

/** The list's own page is loading another filter, sort or page of it (the page-load bar is suppressed then). */
export function useListUpdating(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

export function useListLocation(): { pathname: string; search: string } {
  const location = useLocation();
  const next = useNavigation().location;
  return next && next.pathname === location.pathname ? next : location;
}
