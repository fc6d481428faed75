import { localize } from '../../catalog/localize.ts';
import type { BuildContext, Built } from '../../platform/page-context.ts';
import { findPage } from '../content.service.ts';
import { renderSections } from '../sections.ts';

/** The merchant's home page (sections), with the shop's Organization JSON-LD. */
export async function homePage(ctx: BuildContext): Promise<Built> {
  const page = await findPage(ctx.db, 'home', 'home', ctx.preview);
  return {
    status: 200,
    id: 'home',
    title: page ? localize(page.title, ctx.lang) : ctx.site.config.name,
    description: page ? localize(page.description, ctx.lang) : undefined,
    body: page ? await renderSections(ctx.db, page.sections, ctx) : [],
    hideHead: page?.hideHead,
    hideFoot: page?.hideFoot,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: ctx.site.config.name, url: `${ctx.publicUrl}/` }],
  };
}
