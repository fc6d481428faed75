import { errorPage, href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { categorySubtree } from '../catalog.service.ts';
import { localize } from '../localize.ts';
import { homeCrumb, listingPage, type Crumb } from './listing.ts';

/** A category's products (its subcategories' too), with the trail of its parents and links to its children. */
export function categoryPage(ctx: BuildContext, slug: string): Promise<Built> | Built {
  const all = ctx.site.categories;
  const category = all.find((c) => c.slug === slug);
  if (!category) return errorPage(ctx, 404);
  const name = localize(category.name, ctx.lang);
  const trail: Crumb[] = [homeCrumb(ctx)];
  for (let c = all.find((x) => x.id === category.parentId); c; c = all.find((x) => x.id === c!.parentId)) {
    trail.splice(1, 0, { name: localize(c.name, ctx.lang), href: href(ctx, { type: 'category', slug: c.slug }) });
  }
  trail.push({ name, href: href(ctx, { type: 'category', slug }) });
  const subcategories = all
    .filter((c) => c.parentId === category.id)
    .map((c) => ({ name: localize(c.name, ctx.lang), href: href(ctx, { type: 'category', slug: c.slug }) }));
  return listingPage(ctx, {
    id: `category:${category.id}`,
    title: name,
    description: localize(category.description, ctx.lang),
    trail,
    filters: { categoryIds: categorySubtree(all, category.id) },
    extra: { subcategories, image: category.image },
    seo: category,
  });
}
