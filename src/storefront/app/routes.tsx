import type { RouteObject } from 'react-router';
import { PageShell } from './PageShell.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** One catch-all route whose loader is the page payload (DESIGN §2). */
export function createRoutes(loader: RouteObject['loader']): RouteObject[] {
  return [{ id: 'page', path: '*', loader, Component: PageShell, ErrorBoundary }];
}
