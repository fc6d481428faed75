/** Catalogue sections: product grids and lists, search results, the product page, collections and tags. */
import { z } from 'zod';
import { PRODUCT_SORTS } from '../../constants.ts';
import { ProductCard, ProductCardView, ProductDetail } from '../catalog.ts';

/** Filter counts of a list, with names in the page's language. */
export const Facets = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  colors: z.array(z.object({ value: z.string(), name: z.string(), hex: z.string().nullable(), count: z.number().int() })),
  sizes: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** How many products are in stock. */
  inStock: z.number().int(),
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type Facets = z.infer<typeof Facets>;

/** A page of products with its filter counts, and the sort, page and filters of the page's query string. */
export const ListingSettings = z.object({
  products: z.array(ProductCardView),
  total: z.number().int(),
  facets: Facets.nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(PRODUCT_SORTS),
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  colors: z.array(z.string()).optional(),
  sizes: z.array(z.string()).optional(),
  inStock: z.boolean().optional(),
});
export type ListingSettings = z.infer<typeof ListingSettings>;

/** A category, collection or tag page. */
export const ProductListSettings = ListingSettings.extend({
  title: z.string(),
  description: z.string(),
  facets: Facets,
  /** Category pages: the category's children. */
  subcategories: z.array(z.object({ name: z.string(), href: z.string() })).optional(),
  /** Collection pages: the collection's image. */
  image: z.string().nullable().optional(),
});

export const SearchResultsSettings = ListingSettings.extend({
  q: z.string(),
  /** No counts without a query. */
  facets: Facets.nullable(),
  /** The `?category=` filter's slug. */
  category: z.string().nullable(),
});

/** `limit` is the stored number of products, sent along unchanged; `viewAll` links to the source's list. */
export const ProductGridSettings = z.object({
  title: z.string().optional(),
  limit: z.number().optional(),
  products: z.array(ProductCard),
  viewAll: z.string().optional(),
});

export const CollectionListSettings = z.object({
  title: z.string().optional(),
  collections: z.array(z.object({ title: z.string(), image: z.string().nullable(), href: z.string() })),
});

export const ProductDetailSettings = z.object({
  product: ProductDetail,
  /** The SKU of the URL when it names one of the product's variants. */
  selectedSku: z.string().nullable(),
});

export const TagListSettings = z.object({
  title: z.string(),
  tags: z.array(z.object({ name: z.string(), count: z.number().int(), href: z.string() })),
});
