/** Where a product list is going: filter controls show a click at once, before its page arrives. */
import { useLocation, useNavigation } from 'react-router';

export function useListLocation(): { pathname: string; search: string } {
  const location = useLocation();
  const next = useNavigation().location;
  return next && next.pathname === location.pathname ? next : location;
}
