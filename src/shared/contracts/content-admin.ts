/**
 * The merchant's calls for the storefront's navigation menus (header and footer) and for the
 * journal: articles and their authors. Texts are kept per language (`{en: …, zh: …}`), English
 * required where a text is; article bodies are HTML the server sanitises before storing.
 */
import { z } from 'zod';
import { ACCOUNT_SCREENS } from '../routes.ts';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';
import { PRODUCT_LANGS, SLUG_PATTERN } from './products-admin.ts';

export const CONTENT_LANGS = PRODUCT_LANGS;
export const MENU_NAMES = ['header', 'footer'] as const;
export type MenuName = (typeof MENU_NAMES)[number];
export const MAX_MENU_ITEMS = 30;

const localized = (max: number) =>
  z
    .partialRecord(z.enum(CONTENT_LANGS), z.string().trim().max(max, msg('validation.tooLong')))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Partial<Record<(typeof CONTENT_LANGS)[number], string>>);
const named = (max: number) => localized(max).refine((texts) => Boolean(texts.en), { message: 'content.englishRequired', path: ['en'] });
const slug = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(120, msg('validation.tooLong'))
  .regex(SLUG_PATTERN, msg('products.slugInvalid'));
const image = z
  .string()
  .regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/, msg('products.imageInvalid'))
  .nullable()
  .default(null);
const Texts = z.record(z.string(), z.string());

/* Menus */

/**
 * An address outside the shop's own pages: http(s), mailto: or tel:, or a path of the shop. No
 * other scheme (javascript:, data:…), no protocol-relative `//host`, no spaces or control characters.
 */
export const MENU_URL_PATTERN = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:\+?[0-9 ()-]{3,30}|\/(?!\/)[^\s\\]*)$/i;
const url = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(2_000, msg('validation.tooLong'))
  .regex(MENU_URL_PATTERN, msg('content.urlInvalid'));

/** Link kinds the menu editor offers, each leading to one of the shop's things by its slug. */
export const SLUG_LINKS = ['category', 'collection', 'page', 'article', 'tag', 'product', 'app', 'custom', 'inquiry'] as const;
/** Screens of the storefront without a slug. */
export const SCREEN_LINKS = ['home', 'search', 'tag-list', 'promotion-list', 'coupon-list'] as const;

export const MenuLink = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.enum(SLUG_LINKS), slug }),
    z.strictObject({ type: z.enum(SCREEN_LINKS) }),
    z.strictObject({ type: z.literal('account'), screen: z.enum(ACCOUNT_SCREENS) }),
    z.strictObject({ type: z.literal('url'), url }),
  ],
  msg('content.linkInvalid'),
);
export type MenuLink = z.infer<typeof MenuLink>;

const label = named(80);
export const MenuChild = z.strictObject({ label, link: MenuLink });
/**
 * A top-level entry. In the header it is a link (its children open as a sub-menu); in the footer
 * it is a column's heading (no link) with the column's links as children.
 */
export const MenuEntry = z.strictObject({
  label,
  link: MenuLink.nullable().default(null),
  children: z.array(MenuChild).max(MAX_MENU_ITEMS, msg('content.tooManyItems')).default([]),
});
export type MenuEntryInput = z.input<typeof MenuEntry>;
export type MenuEntry = z.output<typeof MenuEntry>;

export const MenuSaveBody = z
  .strictObject({ menu: z.enum(MENU_NAMES), items: z.array(MenuEntry).max(MAX_MENU_ITEMS, msg('content.tooManyItems')) })
  .superRefine((body, ctx) => {
    body.items.forEach((item, i) => {
      if (body.menu === 'header' && !item.link) ctx.addIssue({ code: 'custom', message: 'content.linkRequired', path: ['items', i, 'link'] });
      if (body.menu === 'footer' && item.link) ctx.addIssue({ code: 'custom', message: 'content.columnNoLink', path: ['items', i, 'link'] });
    });
  });
export type MenuSaveBody = z.input<typeof MenuSaveBody>;

const MenuAnswer = z.object({
  menu: z.enum(MENU_NAMES),
  items: z.array(z.object({ label: Texts, link: MenuLink.nullable(), children: z.array(z.object({ label: Texts, link: MenuLink })) })),
});
export type AdminMenu = z.infer<typeof MenuAnswer>;

/** What a menu item may link to: the shop's categories, collections, pages and articles by slug and name. */
const Choice = z.object({ type: z.string(), slug: z.string(), name: Texts });
export type LinkChoice = z.infer<typeof Choice>;

export const adminMenuGet = defineCall({
  path: '/menu/get',
  base: '/api/admin',
  body: z.strictObject({ menu: z.enum(MENU_NAMES) }),
  answer: MenuAnswer,
  tags: ['admin'],
});
export const adminMenuSave = defineCall({ path: '/menu/save', base: '/api/admin', body: MenuSaveBody, answer: MenuAnswer, tags: ['admin'] });
export const adminMenuTargets = defineCall({
  path: '/menu/targets',
  base: '/api/admin',
  body: z.strictObject({}).optional(),
  answer: z.object({ list: z.array(Choice) }),
  tags: ['admin'],
});

/* Authors */

export const AuthorSaveBody = z.strictObject({
  id: id().optional(),
  name: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(120, msg('validation.tooLong')),
  bio: localized(2_000).default({}),
  avatar: image,
});
export type AuthorSaveBody = z.input<typeof AuthorSaveBody>;

export const AdminAuthor = z.object({ id: z.number().int(), name: z.string(), bio: Texts, avatar: z.string().nullable(), articleCount: z.number().int() });
export type AdminAuthor = z.infer<typeof AdminAuthor>;

export const adminAuthorList = defineCall({
  path: '/author/list',
  base: '/api/admin',
  body: z.strictObject({}).optional(),
  answer: z.object({ list: z.array(AdminAuthor) }),
  tags: ['admin'],
});
export const adminAuthorSave = defineCall({ path: '/author/save', base: '/api/admin', body: AuthorSaveBody, answer: AdminAuthor, tags: ['admin'] });
export const adminAuthorDelete = defineCall({ path: '/author/delete', base: '/api/admin', body: z.strictObject({ id: id() }), answer: z.null(), tags: ['admin'] });

/* Articles */

export const ARTICLE_STATUSES = ['published', 'draft'] as const;

export const ArticleSaveBody = z.strictObject({
  id: id().optional(),
  slug,
  title: named(200),
  summary: localized(1_000).default({}),
  /** HTML per language; sanitised by the server. */
  body: localized(200_000).default({}),
  cover: image,
  authorId: id().nullable().default(null),
  tags: z.array(slug).max(20, msg('content.tooManyTags')).default([]),
  seoTitle: localized(120).default({}),
  seoDescription: localized(320).default({}),
});
export type ArticleSaveBody = z.input<typeof ArticleSaveBody>;

export const AdminArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: Texts,
  summary: Texts,
  body: Texts,
  cover: z.string().nullable(),
  authorId: z.number().int().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  seoTitle: Texts,
  seoDescription: Texts,
  published: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** Where the storefront shows it (without a language prefix). */
  path: z.string(),
});
export type AdminArticle = z.infer<typeof AdminArticle>;

export const ArticleListBody = z.strictObject({
  ...pagination,
  search: z.string().trim().max(200, msg('validation.tooLong')).optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
});
export type ArticleListBody = z.input<typeof ArticleListBody>;

export const ArticleRow = AdminArticle.pick({ id: true, slug: true, title: true, author: true, published: true, publishedAt: true, updatedAt: true, path: true });
export type ArticleRow = z.infer<typeof ArticleRow>;

export const adminArticleList = defineCall({
  path: '/article/list',
  base: '/api/admin',
  body: ArticleListBody,
  answer: z.object({ list: z.array(ArticleRow), total: z.number().int() }),
  tags: ['admin'],
});
export const adminArticleGet = defineCall({ path: '/article/get', base: '/api/admin', body: z.strictObject({ id: id() }), answer: AdminArticle, tags: ['admin'] });
export const adminArticleSave = defineCall({ path: '/article/save', base: '/api/admin', body: ArticleSaveBody, answer: AdminArticle, tags: ['admin'] });
export const adminArticlePublish = defineCall({
  path: '/article/publish',
  base: '/api/admin',
  body: z.strictObject({ id: id(), published: z.boolean(msg('validation.invalid')) }),
  answer: AdminArticle,
  tags: ['admin'],
});
export const adminArticleDelete = defineCall({ path: '/article/delete', base: '/api/admin', body: z.strictObject({ id: id() }), answer: z.null(), tags: ['admin'] });
