/** The query key of the site config the theme and settings screens edit (one cache entry for both). */
export const SITE_KEY = ['site'] as const;
