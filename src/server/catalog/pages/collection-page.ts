import { errorPage, href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { findCollection } from '../catalog.service.ts';
import { localize } from '../localize.ts';
import { homeCrumb, listingPage } from './listing.ts';

export async function collectionPage(ctx: BuildContext, slug: string): Promise<Built> {
  const collection = await findCollection(ctx.db, slug);
  if (!collection) return errorPage(ctx, 404);
  const title = localize(collection.title, ctx.lang);
  return listingPage(ctx, {
    id: `collection:${collection.id}`,
    title,
    description: localize(collection.description, ctx.lang),
    trail: [homeCrumb(ctx), { name: title, href: href(ctx, { type: 'collection', slug }) }],
    filters: { collection: slug },
    extra: { image: collection.image },
    seo: collection,
  });
}
