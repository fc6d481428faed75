/**
 * The merchant's page builder under /api/admin: pages as stored (texts per language, links as
 * paths or targets), a draft beside the live page, and the published versions. Each section type
 * a merchant may place has the schema of its stored settings here; the server refuses a page
 * whose section fails it (naming the field, e.g. `sections.2.settings.title.en`) and the console
 * generates the section's form from it. `.meta({ editor })` tells the form what a field is.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, msg } from './common.ts';

export const PAGE_LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** How the console edits a field the generator would otherwise take for a plain one. */
export type FieldEditor = 'localized' | 'html' | 'image';

const line = (max: number) => z.string(msg('validation.required')).max(max, msg('validation.tooLong'));

/** A text per language; English (the fallback) is required, the others may be left out. */
const localizedOf = (max: number, editor: FieldEditor) =>
  z
    .strictObject({
      en: line(max).trim().min(1, msg('validation.required')),
      zh: line(max).optional(),
      'zh-HK': line(max).optional(),
      fil: line(max).optional(),
    })
    .meta({ editor });
const Text = localizedOf(500, 'localized');
const LongText = localizedOf(5_000, 'localized');
/** HTML per language, sanitised by the server before it is stored. */
const Html = localizedOf(100_000, 'html');
/** An image URL: an upload of the shop's or https. */
const Image = z
  .string()
  .max(2_000, msg('validation.tooLong'))
  .regex(/^(\/uploads\/|https:\/\/)/, msg('validation.invalid'))
  .meta({ editor: 'image' });
/** A path of the shop or an https address. */
const Href = z
  .string()
  .max(2_000, msg('validation.tooLong'))
  .regex(/^(\/(?!\/)|https:\/\/)/, msg('validation.invalid'));
/** A stored link target (the seeded pages use them): resolved into a path that follows the router. */
const Target = z.looseObject({ type: z.string().max(40), slug: z.string().max(200).optional() });
const slug = z.string().trim().max(200, msg('validation.tooLong'));
const count = (max: number) => z.number(msg('validation.invalid')).int().min(1).max(max);

const Cta = z.strictObject({ label: Text, href: Href.optional(), target: Target.optional() });
const HeroSlide = z.strictObject({ title: Text, subtitle: Text.optional(), image: Image.optional(), cta: Cta.optional() });

/** The stored settings of each section type a merchant may place on a page. */
export const BUILDER_SETTINGS = {
  hero: HeroSlide.extend({ slides: z.array(HeroSlide).max(10).optional() }),
  'rich-text': z.strictObject({ html: Html }),
  'image-with-text': z.strictObject({ title: Text.optional(), text: LongText.optional(), image: Image.optional(), cta: Cta.optional() }),
  'product-grid': z.strictObject({
    title: Text.optional(),
    limit: count(48).optional(),
    source: z.strictObject({ collection: slug.optional(), category: slug.optional(), tag: slug.optional(), products: z.array(slug).max(48).optional() }).optional(),
  }),
  'collection-list': z.strictObject({ title: Text.optional(), collections: z.array(slug).max(24) }),
  testimonials: z.strictObject({
    title: Text.optional(),
    items: z
      .array(z.strictObject({ quote: LongText, author: line(120) }))
      .max(24)
      .optional(),
  }),
  'article-list': z.strictObject({ title: Text.optional(), limit: count(24).optional(), tag: slug.optional() }),
  newsletter: z.strictObject({ title: Text.optional(), text: Text.optional() }),
  'announcement-bar': z.strictObject({ text: Text, href: Href.optional(), target: Target.optional() }),
} as const;
export type BuilderType = keyof typeof BUILDER_SETTINGS;
export const BUILDER_TYPES = Object.keys(BUILDER_SETTINGS) as BuilderType[];

const builderSection = <T extends BuilderType>(type: T) => z.strictObject({ type: z.literal(type), settings: BUILDER_SETTINGS[type] });
export const BuilderSection = z.discriminatedUnion(
  'type',
  BUILDER_TYPES.map((type) => builderSection(type)) as unknown as [ReturnType<typeof builderSection<'hero'>>, ...ReturnType<typeof builderSection<BuilderType>>[]],
);
export type BuilderSection = { type: BuilderType; settings: Record<string, unknown> };

/** Route families of the pages the builder edits: home is the one page of kind `home`; root/{slug} shows the page of kind `page`. */
export const PAGE_KINDS = ['home', 'page', 'app', 'custom', 'inquiry'] as const;
/** The families a merchant adds pages to. */
export const NEW_PAGE_KINDS = ['page', 'app', 'custom'] as const;

/** What a page shows: kept live, as the draft, and in each published version. */
export const PageContent = z.strictObject({
  title: Text,
  description: Text.partial().optional(),
  sections: z.array(BuilderSection).max(40, msg('validation.tooLong')),
  hideHead: z.boolean().optional(),
  hideFoot: z.boolean().optional(),
});
export type PageContent = z.infer<typeof PageContent>;

export const AdminPageRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  hasDraft: z.boolean(),
  updatedAt: z.string(),
  /** Whether the live page hides the shop's header / footer (what the storefront shows now; the draft's choice is in `content`). */
  hideHead: z.boolean(),
  hideFoot: z.boolean(),
});
export const AdminPageList = z.object({ list: z.array(AdminPageRow) });

/** The page as the editor opens it: its draft when there is one, else the live content. */
export const AdminPage = AdminPageRow.extend({
  content: z.object({
    title: z.record(z.string(), z.string()),
    description: z.record(z.string(), z.string()),
    sections: z.array(z.object({ type: z.string(), settings: z.record(z.string(), z.unknown()) })),
    hideHead: z.boolean(),
    hideFoot: z.boolean(),
  }),
  /** The storefront address of the page (for the preview). */
  path: z.string(),
});
export type AdminPage = z.infer<typeof AdminPage>;

export const PageVersion = z.object({ version: z.number().int(), createdAt: z.string(), by: z.string(), sections: z.number().int() });
export const PageVersionList = z.object({ list: z.array(PageVersion) });

export const PageIdBody = z.strictObject({ id: id() });
/** The page's content, with `id` (absent for a new page, then `kind` and `slug` name it). */
export const PageDraftBody = PageContent.extend({
  id: id().optional(),
  kind: z.enum(NEW_PAGE_KINDS, msg('validation.invalid')).optional(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, msg('validation.invalid'))
    .optional(),
});
export type PageDraftBody = z.infer<typeof PageDraftBody>;
export const PageRevertBody = z.strictObject({ id: id(), version: z.number().int().min(1) });

const admin = { base: '/api/admin', tags: ['admin', 'content'] } as const;
export const adminPageList = defineCall({ path: '/page/list', answer: AdminPageList, ...admin });
export const adminPageGet = defineCall({ path: '/page/get', body: PageIdBody, answer: AdminPage, ...admin });
export const adminPageSaveDraft = defineCall({ path: '/page/draft', body: PageDraftBody, answer: AdminPage, ...admin });
export const adminPagePublish = defineCall({ path: '/page/publish', body: PageIdBody, answer: AdminPage, ...admin });
export const adminPageVersions = defineCall({ path: '/page/versions', body: PageIdBody, answer: PageVersionList, ...admin });
export const adminPageRevert = defineCall({ path: '/page/revert', body: PageRevertBody, answer: AdminPage, ...admin });
