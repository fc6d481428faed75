/** Where each audience's calls live: the storefront's API, the merchant's, and public endpoints for apps. */
export const WEB = { prefix: '/api/web' };
export const ADMIN = { prefix: '/api/admin' };
export const APP = { prefix: '/app' };
