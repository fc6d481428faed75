import { z } from 'zod';
import { PRODUCT_SORTS } from '../constants.ts';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';

const slug = z.string().trim().min(1).max(120);
const minor = z.number().int(msg('validation.notInteger')).min(0).max(100_000_000);

export const ProductListQuery = z.strictObject({
  ...pagination,
  sort: z.enum(PRODUCT_SORTS).default('recommended'),
  q: z.string().trim().max(200, msg('validation.tooLong')).optional(),
  category: slug.optional(),
  collection: slug.optional(),
  tag: slug.optional(),
  minPrice: minor.optional(),
  maxPrice: minor.optional(),
  colors: z.array(z.string().max(40)).max(20).optional(),
  sizes: z.array(z.string().max(40)).max(20).optional(),
  inStock: z.boolean().optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
export const ProductCountQuery = ProductListQuery.omit({ page: true, pageSize: true, sort: true });

export const ImageRef = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });
export type ImageRef = z.infer<typeof ImageRef>;

export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: ImageRef.nullable(),
  price: z.number().int(),
  priceMax: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  stock: z.number().int(),
  soldCount: z.number().int(),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/**
 * What a product card shows. List pages send only this (it is in their markup and again in their
 * hydration data), leaving out what a card assumes when absent: one price, no compare-at price, no
 * reviews. The API's ProductCard fits it too.
 */
export const ProductCardView = ProductCard.omit({ id: true, soldCount: true }).partial({ priceMax: true, compareAtPrice: true, ratingAvg: true, ratingCount: true });
export type ProductCardView = z.infer<typeof ProductCardView>;

export const Variant = z.object({
  id: z.number().int(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  style: z.string().nullable(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  stock: z.number().int(),
  imageIndex: z.number().int().nullable(),
});
export type Variant = z.infer<typeof Variant>;

export const ProductDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(ImageRef),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  variants: z.array(Variant),
  /** Display names of option values, in the request's language (values are in the variants). */
  options: z.object({
    color: z.array(z.object({ value: z.string(), name: z.string(), hex: z.string().nullable() })),
    style: z.array(z.object({ value: z.string(), name: z.string() })),
  }),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  soldCount: z.number().int(),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  showSlideImage: z.boolean(),
  showFavorite: z.boolean(),
  showCart: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductGetQuery = z.strictObject({ slug: slug.optional(), id: id().optional() });

export const SuggestQuery = z.strictObject({ q: z.string().trim().min(1, msg('validation.required')).max(100, msg('validation.tooLong')) });
export const Suggestions = z.object({
  products: z.array(z.object({ slug: z.string(), title: z.string(), image: ImageRef.nullable(), price: z.number().int() })),
  /** Corrected queries when the words look mistyped ("dres" → "dress"). */
  didYouMean: z.array(z.string()),
});
export type Suggestions = z.infer<typeof Suggestions>;

const tags = ['catalog'];
export const productList = defineCall({ path: '/product/list', body: ProductListQuery, answer: z.object({ list: z.array(ProductCard), total: z.number().int() }), tags });
export const productCount = defineCall({ path: '/product/count', body: ProductCountQuery, answer: z.object({ total: z.number().int() }), tags });
/** Products and corrected queries for what is being typed in the search box. */
export const productSuggest = defineCall({ path: '/product/suggest', body: SuggestQuery, answer: Suggestions, tags });
export const productGet = defineCall({ path: '/product/get', body: ProductGetQuery, answer: ProductDetail, tags });
