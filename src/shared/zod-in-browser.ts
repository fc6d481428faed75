/**
 * Zod compiles a faster parser for object schemas with `new Function` when the page allows it, and
 * finds out by trying once. The shop's pages forbid `eval` in their Content-Security-Policy, so in
 * the browser that try is a blocked script: Chrome lists it as a policy violation (Lighthouse's
 * best-practices audit counts it). The storefront's first script imports this module before any
 * zod loads (its schemas come in later chunks); the console's first script imports zod's schemas
 * at once, which try as they are built, so its page sets the same option in its inline script
 * (`ZOD_JITLESS` in server/ssr/console.ts). The forms zod checks in the browser are small; the server keeps the compiled parsers.
 *
 * This sets zod's `jitless` option through the global object zod keeps its configuration in (its
 * `z.config()` reads and writes that object), not through `z.config` itself: importing zod here
 * would move 3.7 KB gzip of it into every page's first script. Whichever of the two loads first,
 * they share the one object.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
