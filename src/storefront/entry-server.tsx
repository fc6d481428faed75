/** Server rendering of a page payload into the storefront's HTML (hydrated by entry-client). */
import { renderToString } from 'react-dom/server';
import { createStaticRouter, redirectTarget, StaticRouterProvider } from './lib/router/index.ts';
import type { PagePayload, SiteBootstrap } from '../shared/contracts/page.ts';
import type { CurrencyCode } from '../shared/money.ts';
import { createRoutes } from './app/routes.tsx';
import { SectionsContext } from './app/section.ts';
import { SiteContext } from './lib/site.ts';
import { setServerState } from './app/store.ts';
import { preloadSections, sectionComponent } from './page/registry.ts';

/** On the server the page's data is the payload already built: the loader is never called. */
const routes = createRoutes(() => {
  throw new Error('The server renders the payload it was given');
});

export interface RenderInput {
  url: string;
  payload: PagePayload;
  site: SiteBootstrap;
  currency: CurrencyCode;
}

/**
 * The page's markup. The browser's router hydrates from `{ loaderData: { page }, actionData: null,
 * errors: null }`, which the document writes from the payload's JSON (server/ssr/document.ts).
 */
export async function render(input: RenderInput): Promise<{ html: string } | { redirect: string }> {
  await preloadSections(input.payload);
  // The server's loader answers the payload it is given: no Request is made for it (one per page cost about 2 % of a render).
  const data = input.payload;
  const target = redirectTarget(data);
  if (target !== null) return { redirect: target || '/' };
  const loaderData = { page: data };
  const router = createStaticRouter(routes, input.url, loaderData);
  setServerState({ currency: input.currency, xAuth: null, userInfo: null, cartNum: 0 });
  const html = renderToString(
    <SiteContext.Provider value={input.site}>
      <SectionsContext.Provider value={sectionComponent}>
        <StaticRouterProvider router={router} />
      </SectionsContext.Provider>
    </SiteContext.Provider>,
  );
  return { html };
}
