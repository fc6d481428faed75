import { href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { tagsByProductCount } from '../catalog.service.ts';
import { localize } from '../localize.ts';
import { homeCrumb } from './listing.ts';

/** Every tag with its number of products. */
export async function tagListPage(ctx: BuildContext): Promise<Built> {
  const rows = await tagsByProductCount(ctx.db);
  const items = rows.map((r) => ({ name: localize(r.name, ctx.lang), count: Number(r.n), href: href(ctx, { type: 'tag', slug: r.slug }) }));
  const title = ctx.t('tag.all');
  return {
    status: 200,
    id: 'tag-list',
    title,
    body: [
      { type: 'breadcrumbs', settings: { items: [homeCrumb(ctx), { name: title, href: href(ctx, { type: 'tag-list' }) }] } },
      { type: 'tag-list', settings: { title, tags: items } },
    ],
  };
}
