import { localize } from '../../catalog/localize.ts';
import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';
import { findPage } from '../content.service.ts';
import { renderSections } from '../sections.ts';

/** A merchant page built from sections; `kind` is the route family (page, app, custom). */
export async function contentPage(ctx: BuildContext, kind: string, slug: string): Promise<Built> {
  const page = await findPage(ctx.db, kind, slug, ctx.preview);
  if (!page) return errorPage(ctx, 404);
  const title = localize(page.title, ctx.lang);
  return {
    status: 200,
    id: `page:${page.id}`,
    title,
    description: localize(page.description, ctx.lang),
    body: [{ type: 'page-title', settings: { title } }, ...(await renderSections(ctx.db, page.sections, ctx))],
    hideHead: page.hideHead,
    hideFoot: page.hideFoot,
  };
}
