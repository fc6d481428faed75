/** The site hooks live in lib/site.ts (components use them too); the section files import them from here. */
export { useHref, useLang, useMoney, useSite, useT } from '../lib/site.ts';
