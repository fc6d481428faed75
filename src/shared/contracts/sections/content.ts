/**
 * Merchant content sections (hero, image with text, rich text, testimonials) and the page,
 * article and error sections. Stored settings arrive with their texts in the page's language and
 * their link targets turned into `href`.
 */
import { z } from 'zod';

/** A stored image: its URL, or an image reference (missing sizes fall back to the section's). */
export const SectionImage = z.union([z.string(), z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional(), alt: z.string().optional() })]);

const CallToAction = z.object({ label: z.string(), href: z.string() });

export const HeroSlide = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  image: SectionImage.optional(),
  cta: CallToAction.optional(),
});
export type HeroSlide = z.infer<typeof HeroSlide>;

/** The first slide's fields, and every slide when there are several (a slideshow). */
export const HeroSettings = HeroSlide.extend({ slides: z.array(HeroSlide).optional() });

export const ImageWithTextSettings = z.object({
  title: z.string().optional(),
  text: z.string().optional(),
  image: SectionImage.optional(),
  cta: CallToAction.optional(),
});

/** HTML sanitised by the server. */
export const RichTextSettings = z.object({ html: z.string().optional() });

export const TestimonialsSettings = z.object({
  title: z.string().optional(),
  items: z.array(z.object({ quote: z.string(), author: z.string() })).optional(),
});

export const PageTitleSettings = z.object({ title: z.string() });

export const ArticleCard = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  thumbnail: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string(),
  href: z.string(),
});
export type ArticleCard = z.infer<typeof ArticleCard>;

/** `limit` and `tag` are the stored choice of articles, sent along unchanged. */
export const ArticleListSettings = z.object({
  title: z.string().optional(),
  limit: z.number().optional(),
  tag: z.string().optional(),
  articles: z.array(ArticleCard),
});

export const ArticleDetailSettings = z.object({
  article: ArticleCard.omit({ href: true }).extend({
    id: z.number().int(),
    /** HTML sanitised by the server. */
    body: z.string(),
    /** Display names in the page's language; `href` is the tag's page, null for a tag that has none. */
    tags: z.array(z.object({ name: z.string(), href: z.string().nullable() })),
    /** The author's short bio in the page's language ('' when none) and portrait (an image address), from the authors the console keeps. */
    authorProfile: z.object({ bio: z.string(), avatar: z.string().nullable() }).optional(),
  }),
});

/** 404, 403 or 500: what happened, in the page's language. */
export const ErrorPageSettings = z.object({ status: z.number().int(), title: z.string(), text: z.string() });
