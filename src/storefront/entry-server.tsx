/** Server rendering of a page payload into the storefront's HTML (hydrated by entry-client). */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PagePayload, SiteBootstrap } from '../shared/contracts/page.ts';
import type { CurrencyCode } from '../shared/money.ts';
import { createRoutes } from './app/routes.tsx';
import { SectionsContext } from './app/section.ts';
import { SiteContext } from './app/site.tsx';
import { setServerState } from './app/store.ts';
import { preloadSections, sectionComponent } from './page/registry.ts';

const routes = createRoutes(({ context }) => (context as { payload: PagePayload }).payload);
const handler = createStaticHandler(routes);

export interface RenderInput {
  url: string;
  payload: PagePayload;
  site: SiteBootstrap;
  currency: CurrencyCode;
}

export async function render(input: RenderInput): Promise<{ html: string; hydration: unknown } | { redirect: string }> {
  await preloadSections(input.payload);
  const request = new Request(input.url);
  const context = await handler.query(request, { requestContext: { payload: input.payload } as never });
  if (context instanceof Response) return { redirect: context.headers.get('location') ?? '/' };
  const router = createStaticRouter(handler.dataRoutes, context);
  setServerState({ currency: input.currency, xAuth: null, userInfo: null, cartNum: 0 });
  const html = renderToString(
    <SiteContext.Provider value={input.site}>
      <SectionsContext.Provider value={sectionComponent}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SectionsContext.Provider>
    </SiteContext.Provider>,
  );
  return { html, hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors } };
}
