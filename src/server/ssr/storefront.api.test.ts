import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PagePayload } from '../../shared/contracts/page.ts';
import { totalQueryCount } from '../platform/db/client.ts';
import { createCategory, createPage, createProduct, setSiteConfig } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { bootOf } from '../testing/shop-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const category = await createCategory(server.db, { slug: 'dresses', name: { en: 'Dresses', zh: '连衣裙', 'zh-HK': '連衣裙', fil: 'Mga Damit' } });
  await createProduct(server.db, {
    slug: 'red-dress',
    title: { en: 'Red Dress', zh: '红色连衣裙', 'zh-HK': '紅色連衣裙', fil: 'Pulang Damit' },
    categoryId: category.id,
    variants: [
      { sku: 'RD-RED-S', color: 'red', size: 'S', price: 5900, stock: 3 },
      { sku: 'RD-RED-M', color: 'red', size: 'M', price: 6100, stock: 0 },
    ],
  });
  await createPage(server.db, {
    kind: 'layout',
    slug: 'head',
    sections: [{ type: 'header', settings: { menu: [{ label: { en: 'Dresses', zh: '连衣裙' }, target: { type: 'category', slug: 'dresses' } }] } }],
  });
  await createPage(server.db, {
    kind: 'home',
    slug: 'home',
    title: { en: 'Welcome', zh: '欢迎' },
    sections: [
      {
        type: 'hero',
        settings: {
          title: { en: 'Summer is here', zh: '夏天来了' },
          subtitle: { en: 'New arrivals' },
          cta: { label: { en: 'Shop' }, target: { type: 'category', slug: 'dresses' } },
        },
      },
      { type: 'product-grid', settings: { title: { en: 'Picks' }, source: { category: 'dresses' }, limit: 4 } },
      { type: 'no-such-section', settings: {} },
    ],
  });
  await createPage(server.db, {
    kind: 'page',
    slug: 'about',
    title: { en: 'About us', zh: '关于我们' },
    sections: [{ type: 'rich-text', settings: { html: { en: '<p>We sell dresses.</p>' } } }],
  });
  await setSiteConfig(server.db, { name: 'Test Shop' });
});
afterAll(() => server.close());

const html = async (path: string, headers?: Record<string, string>) => {
  const res = await server.get(path, headers);
  return { status: res.status, text: await res.text(), headers: res.headers };
};

describe('server-rendered pages', () => {
  it('renders the home page from its sections, in the language of the prefix', async () => {
    const en = await html('/');
    expect(en.status).toBe(200);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('Summer is here');
    expect(en.text).toContain('Red Dress');
    expect(en.text).toContain('href="/category/dresses"');
    const zh = await html('/zh');
    expect(zh.text).toContain('<html lang="zh"');
    expect(zh.text).toContain('夏天来了');
    expect(zh.text).toContain('红色连衣裙');
    expect(zh.text).toContain('href="/zh/category/dresses"');
  });

  it('serves a prefix without its own texts in English, marked English, canonical at the English page', async () => {
    const de = await html('/de/product/red-dress');
    expect(de.status).toBe(200);
    expect(de.text).toContain('<html lang="en"');
    expect(de.text).toContain('Red Dress');
    expect(de.text).toContain('<link rel="canonical" href="http://shop.test/en/product/red-dress">');
    // Links keep the shopper's prefix.
    expect(de.text).toContain('href="/de/category/dresses"');
    const payload = await (await server.get('/ja/product/red-dress?request=route')).json();
    expect(payload.data).toMatchObject({ lang: 'en', langPrefix: 'ja' });
    expect(payload.meta.canonical).toBe('http://shop.test/en/product/red-dress');
  });

  it('serves zh-TW in the Traditional Chinese of zh-HK, canonical at the zh-HK page', async () => {
    const tw = await html('/zh-TW/product/red-dress');
    expect(tw.text).toContain('<html lang="zh-HK"');
    expect(tw.text).toContain('紅色連衣裙');
    expect(tw.text).toContain('<link rel="canonical" href="http://shop.test/zh-HK/product/red-dress">');
    expect((await html('/zh-HK/product/red-dress')).text).toContain('<link rel="canonical" href="http://shop.test/zh-HK/product/red-dress">');
    expect((await html('/fil/product/red-dress')).text).toContain('<link rel="canonical" href="http://shop.test/fil/product/red-dress">');
  });

  it('names as alternates only the languages that have texts, on every prefix', async () => {
    for (const path of ['/product/red-dress', '/de/product/red-dress', '/zh/product/red-dress']) {
      const text = (await html(path)).text;
      const hreflangs = [...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(hreflangs, path).toEqual([
        'en http://shop.test/en/product/red-dress',
        'zh http://shop.test/zh/product/red-dress',
        'zh-HK http://shop.test/zh-HK/product/red-dress',
        'fil http://shop.test/fil/product/red-dress',
        'x-default http://shop.test/product/red-dress',
      ]);
    }
  });

  it('marks in the language chooser which languages are translated', async () => {
    const text = (await html('/de/product/red-dress')).text;
    const chooser = /<select[^>]*>(?:(?!<\/select>).)*value="vi"(?:(?!<\/select>).)*<\/select>/s.exec(text)?.[0] ?? '';
    const translated = /<optgroup label="Translated">(.*?)<\/optgroup>/s.exec(chooser)?.[1] ?? '';
    const untranslated = /<optgroup label="Not yet translated, shown in English">(.*?)<\/optgroup>/s.exec(chooser)?.[1] ?? '';
    const values = (group: string) => [...group.matchAll(/value="([^"]+)"/g)].map((m) => m[1]);
    expect(values(translated)).toEqual(['en', 'zh', 'zh-TW', 'zh-HK', 'fil']);
    expect(values(untranslated)).toEqual(['de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'vi']);
    // The chooser shows the prefix the shopper is on.
    expect(/<option value="de" selected="">/.test(chooser)).toBe(true);
  });

  it('renders category and product pages with SEO data', async () => {
    const category = await html('/category/dresses');
    expect(category.status).toBe(200);
    expect(category.text).toContain('Dresses');
    const product = await html('/product/red-dress');
    expect(product.text).toContain('<title>Red Dress | Test Shop</title>');
    expect(product.text).toContain('<link rel="canonical" href="http://shop.test/product/red-dress">');
    expect(product.text).toContain('hreflang="x-default"');
    expect(product.text).toContain('"@type":"Product"');
    expect(product.text).toContain('"@type":"BreadcrumbList"');
    expect(product.text).toContain('"availability":"https://schema.org/InStock"');
  });

  it('describes a product with its text cut at a word, its price only in the offer', async () => {
    const en =
      'Cut from a mid-weight European linen that softens with every wash, this shirt dress has a relaxed fit, a self-tie belt and deep side pockets. Every piece is pre-washed so it will not shrink.';
    const zh = '这款衬衫式连衣裙采用欧洲中等厚度亚麻面料，越洗越柔软。宽松版型，配有同色腰带和深口袋。每一件都经过预洗处理，不会缩水，可以放心机洗。';
    await createProduct(server.db, {
      slug: 'linen-dress',
      title: { en: 'Linen Dress', zh: '亚麻连衣裙' },
      description: { en, zh: zh + zh },
      variants: [{ sku: 'LD-1', price: 6900 }],
    });
    const page = (await html('/product/linen-dress')).text;
    const description = /<meta name="description" content="([^"]*)">/.exec(page)?.[1] ?? '';
    expect(description).toBe(
      'Cut from a mid-weight European linen that softens with every wash, this shirt dress has a relaxed fit, a self-tie belt and deep side pockets. Every piece is…',
    );
    expect(page).toContain(`<meta property="og:description" content="${description}">`);
    expect(page).not.toMatch(/content="[^"]*\$69\.00"/);
    expect(page).toContain('"price":"69.00","priceCurrency":"USD"');
    const zhDescription = /<meta name="description" content="([^"]*)">/.exec((await html('/zh/product/linen-dress')).text)?.[1] ?? '';
    expect(zhDescription.endsWith('…')).toBe(true);
    expect((zh + zh).startsWith(zhDescription.slice(0, -1))).toBe(true);
    expect(zhDescription).not.toContain('$');
  });

  it('selects a variant from the URL, and shows the product for an unknown SKU with 404', async () => {
    const variant = await html('/product/red-dress/RD-RED-M');
    expect(variant.status).toBe(200);
    const unknown = await html('/product/red-dress/NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Red Dress');
    expect(unknown.text).toContain('noindex');
  });

  it('answers unknown routes with the 404 page and status, and treats a foreign prefix as a slug', async () => {
    for (const path of ['/product/nope', '/category/nope', '/xx', '/xx/product/red-dress', '/a/b/c/d']) {
      const res = await html(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('noindex');
    }
    expect((await html('/error/500')).status).toBe(500);
    expect((await html('/error/403')).status).toBe(403);
  });

  it('renders content pages under the page route and the single-segment catch-all', async () => {
    expect((await html('/page/about')).text).toContain('We sell dresses.');
    expect((await html('/zh/about')).text).toContain('关于我们');
  });

  it('sends the account area to sign-in with a redirect back', async () => {
    const res = await server.get('/zh/user/center');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/zh/auth/signin?redirect=%2Fzh%2Fuser%2Fcenter');
  });

  it('sends a form posted before the page was interactive back to the page, reading nothing from it', async () => {
    // Sign-in and sign-up forms are handled when posted (accounts/auth-form.api.test.ts); other pages' forms are not.
    const res = await fetch(`${server.url}/page/about?ref=form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=a%40b.co&password=secret',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/page/about?ref=form');
    expect((await server.post('/api/web/nothing/here', {})).status).toBe(404);
  });

  it('runs no script inline: the hydration data is a JSON block under a policy without unsafe-inline', async () => {
    const res = await html('/');
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toMatch(/\bsrc="|type="application\/(json|ld\+json)"/);
    expect(bootOf(res.text).hydration.loaderData.page.data.type).toBe('home');
    // A first visit gets no cookie: the page is everyone's, which a shared cache may hold too.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });

  it("writes the page's data for the browser once per build: the same at another address, without what the head holds", async () => {
    const bootAt = async (path: string) => {
      const page = await html(path);
      return { page, boot: bootOf(page.text) };
    };
    const first = await bootAt('/product/red-dress?utm_source=one');
    const second = await bootAt('/product/red-dress?utm_source=two');
    expect(second.boot).toEqual(first.boot);
    expect(Object.keys(first.boot)).toEqual(['site', 'hydration', 'currency']);
    expect(first.boot.hydration).toMatchObject({ actionData: null, errors: null });
    const { page } = first.boot.hydration.loaderData;
    expect(page.data.type).toBe('product');
    // The JSON-LD and the language alternates are in the head, and not again in the page data.
    expect(first.page.text).toContain('<script type="application/ld+json">');
    expect(first.page.text).toContain('<link rel="alternate" hreflang=');
    expect([page.meta.jsonLd, page.meta.alternates]).toEqual([[], []]);
    expect(first.boot.site.name).toBeTruthy();
  });
});

describe('rendering once for many visitors', () => {
  it('serves a repeat view of a public page without a query: the same page and security headers, each answer with its own nonce', async () => {
    const first = await server.get('/product/red-dress?ref=cache');
    // The address's second render is kept; the views after it are answered from the cache.
    expect((await server.get('/product/red-dress?ref=cache')).headers.get('x-page-cache')).toBe('miss');
    const before = totalQueryCount();
    const second = await server.get('/product/red-dress?ref=cache');
    expect(totalQueryCount() - before).toBe(0);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1];
    expect(nonce(first)).not.toBe(nonce(second));
    const policy = (res: Response) => res.headers.get('content-security-policy')!.replace(nonce(res), '');
    expect(policy(second)).toBe(policy(first));
    for (const name of ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'content-type']) {
      expect([name, second.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('never shares a visitor cart page or a signed-in page', async () => {
    const a = { 'x-visitor-id': randomUUID() };
    const b = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'RD-RED-S', quantity: 1 }, a);
    const cartA = await (await server.get('/cart?request=route', a)).json();
    const cartB = await (await server.get('/cart?request=route', b)).json();
    PagePayload.parse(cartA);
    PagePayload.parse(cartB);
    expect(cartA.pageBody[0].settings.cart.count).toBe(1);
    expect(cartB.pageBody[0].settings.cart.count).toBe(0);
    const signedIn = await server.post('/api/web/auth/signup', {
      email: `cache-${randomUUID()}@example.com`,
      password: 'secret-pass',
      firstName: 'Ana',
      lastName: 'Cruz',
      birthday: '1990-05-17',
      agree: true,
    });
    const res = await server.get('/product/red-dress?ref=cache', { 'x-auth': signedIn.body.data.token });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('page payload (?request=route)', () => {
  it('answers the spec page response as JSON with the page status', async () => {
    const res = await server.get('/zh/product/red-dress?request=route');
    expect(res.status).toBe(200);
    const payload = await res.json();
    PagePayload.parse(payload);
    expect(payload).toMatchObject({ code: 0, data: { type: 'product', lang: 'zh' }, theme: { hideHead: false, hideFoot: false } });
    expect(payload.pageBody.map((s: { type: string }) => s.type)).toEqual(['breadcrumbs', 'product-detail']);
    expect(payload.pageHead[0].settings.menu[0]).toEqual({ label: '连衣裙', href: '/zh/category/dresses' });
    const missing = await server.get('/product/nope?request=route');
    expect(missing.status).toBe(404);
    PagePayload.parse(await missing.clone().json());
    expect((await missing.json()).code).toBe(40);
    const account = await server.get('/user/center?request=route');
    expect(account.status).toBe(401);
    PagePayload.parse(await account.json());
  });

  it('skips unknown section types without failing the page', async () => {
    const payload = await (await server.get('/?request=route')).json();
    expect(payload.pageBody.map((s: { type: string }) => s.type)).toContain('no-such-section');
    // The contract has no such type: everything but the unknown section follows it.
    PagePayload.parse({ ...payload, pageBody: payload.pageBody.filter((s: { type: string }) => s.type !== 'no-such-section') });
    expect((await html('/')).status).toBe(200);
  });

  it('follows a custom product pattern everywhere and retires the old one', async () => {
    await setSiteConfig(server.db, { name: 'Test Shop', router: { isCustom: true, userPath: 'me', rules: { product: 'goods/:slug' } } });
    server.app.site.invalidate();
    try {
      expect((await html('/goods/red-dress')).status).toBe(200);
      expect((await html('/product/red-dress')).status).toBe(404);
      expect((await html('/')).text).toContain('href="/goods/red-dress"');
      expect((await server.get('/me')).status).toBe(302);
    } finally {
      await setSiteConfig(server.db, { name: 'Test Shop' });
      server.app.site.invalidate();
    }
  });
});

describe('search engines', () => {
  it('serves robots.txt and a paged sitemap', async () => {
    expect(await (await server.get('/robots.txt')).text()).toContain('Sitemap: http://shop.test/sitemap.xml');
    const index = await (await server.get('/sitemap.xml')).text();
    expect(index).toContain('http://shop.test/sitemap-products-1.xml');
    const products = await (await server.get('/sitemap-products-1.xml')).text();
    expect(products).toContain('<loc>http://shop.test/product/red-dress</loc>');
    const hreflangs = [...products.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(hreflangs)).toEqual(new Set(['en', 'zh', 'zh-HK', 'fil', 'x-default']));
    expect((await server.get('/sitemap-products-2.xml')).status).toBe(404);
  });
});
