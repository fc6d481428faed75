/** Security headers: a fresh nonce per response for inline scripts, and the Content Security Policy. */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/** The raw response, carrying this response's script nonce and the injected and third-party origins for the CSP. */
export type NonceResponse = import('node:http').ServerResponse & {
  scriptNonce?: string;
  injectOrigins?: { js: string[]; css: string[] };
  thirdParty?: { script: string[]; frame: string[]; connect: string[] };
};

type Inject = { type: 'css' | 'js'; url: string };

/** Origins of the merchant's injected scripts and styles (site config `injects`), for the CSP. */
function injectOrigins(injects: Inject[]) {
  const origins = { js: new Set<string>(), css: new Set<string>() };
  for (const inject of injects) {
    try {
      const url = new URL(inject.url);
      if (url.protocol === 'https:') origins[inject.type].add(url.origin);
    } catch {
      /* a relative URL is the shop's own origin */
    }
  }
  return { js: [...origins.js], css: [...origins.css] };
}

/** The websocket origins of the host the page was served from. */
function ownSockets(host: string | undefined): string {
  return host && /^[\w.-]+(:\d+)?$/.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

export interface SecurityOptions {
  production: boolean;
  /** Third-party origins the pages use now (a payment provider's script, frames and API); asked per request, so keep it cheap. */
  origins(): Promise<{ script: string[]; frame: string[]; connect: string[] }>;
  /** The site configuration the request sees; its `injects` are allowed too. Origins are worked out once per configuration object. */
  siteConfig(request: FastifyRequest): Promise<{ injects: Inject[] }>;
}

/**
 * Random bytes for nonces, drawn from the CSPRNG a few kilobytes at a time (as Node's randomUUID
 * does): one system call per 256 responses instead of one each.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
export function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  // A fresh nonce per response for the page's inline scripts (hydration data, JSON-LD).
  const originsByConfig = new WeakMap<object, { js: string[]; css: string[] }>();
  // The policy's middleware is built once: @fastify/helmet builds its middlewares again for every
  // request, parsing and checking each directive each time (a tenth of a millisecond per answer);
  // its other headers stay with it below. The directives' functions still run per response.
  const csp = helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req, res) => `'nonce-${(res as NonceResponse).scriptNonce}'`,
        (_req, res) => (res as NonceResponse).thirdParty?.script.join(' ') || "'self'",
        (_req, res) => ((res as NonceResponse).injectOrigins?.js ?? []).join(' ') || "'self'",
      ],
      styleSrc: ["'self'", "'unsafe-inline'", (_req, res) => ((res as NonceResponse).injectOrigins?.css ?? []).join(' ') || "'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The shop's own socket only ('self' does not cover ws: in every browser), not any ws: host.
      connectSrc: ["'self'", (req) => ownSockets(req.headers.host), (_req, res) => (res as NonceResponse).thirdParty?.connect.join(' ') || "'self'"],
      frameSrc: ["'self'", (_req, res) => (res as NonceResponse).thirdParty?.frame.join(' ') || "'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // The console previews the storefront in a frame of its own origin; no other site may frame it.
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  });
  const fixed = await helmetHeaders(opts.production);
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw as NonceResponse;
    raw.scriptNonce = nextNonce();
    const siteConfig = await opts.siteConfig(request);
    let origins = originsByConfig.get(siteConfig);
    if (!origins) originsByConfig.set(siteConfig, (origins = injectOrigins(siteConfig.injects)));
    raw.injectOrigins = origins;
    raw.thirdParty = await opts.origins();
    csp(request.raw, raw, () => {});
    for (const [name, value] of fixed) raw.setHeader(name, value);
  });
}

/**
 * Helmet's other headers (frame, referrer, sniffing, cross-origin policies, HSTS in production)
 * are the same for every answer, so they are asked of it once, on a throwaway instance, and set as
 * they are: registered as a plugin, it builds its middlewares again for every request (about 3 %
 * of an API call's CPU).
 */
async function helmetHeaders(production: boolean): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, hsts: production ? undefined : false });
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(answer.headers)
    .filter(([name]) => !own.has(name))
    .map(([name, value]) => [name, String(value)]);
}
