import type { Loader, RouteObject } from '../lib/router/index.ts';
import { PageShell } from './PageShell.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** One catch-all route whose loader is the page payload (DESIGN §2). */
export function createRoutes(loader: Loader): RouteObject[] {
  return [{ id: 'page', path: '*', loader, Component: PageShell, ErrorBoundary }];
}
