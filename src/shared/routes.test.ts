import { describe, expect, it } from 'vitest';
import { buildPath, DEFAULT_ROUTER, resolveRoute, switchLanguage, type RouterConfig } from './routes.ts';

describe('resolveRoute', () => {
  it('reads the optional language prefix and falls back to the default language', () => {
    expect(resolveRoute('/zh/product/red-dress')).toEqual({ lang: 'zh', langPrefix: 'zh', target: { type: 'product', slug: 'red-dress' } });
    expect(resolveRoute('/product/red-dress', DEFAULT_ROUTER, 'fil').lang).toBe('fil');
    expect(resolveRoute('/zh-TW').target).toEqual({ type: 'home' });
  });

  it('treats a language outside the spec list as a slug', () => {
    expect(resolveRoute('/xx')).toMatchObject({ langPrefix: '', target: { type: 'root-detail', slug: 'xx' } });
    expect(resolveRoute('/EN').target).toEqual({ type: 'root-detail', slug: 'EN' });
  });

  it('resolves the default routes of spec §2', () => {
    expect(resolveRoute('/product/tee/TEE-RED-M').target).toEqual({ type: 'product', slug: 'tee', sku: 'TEE-RED-M' });
    expect(resolveRoute('/category/shoes').target).toEqual({ type: 'category', slug: 'shoes' });
    expect(resolveRoute('/tag').target).toEqual({ type: 'tag-list' });
    expect(resolveRoute('/checkout/thankyou').target).toEqual({ type: 'checkout-thankyou' });
    expect(resolveRoute('/checkout/abc').target).toEqual({ type: 'checkout', slug: 'abc' });
    expect(resolveRoute('/auth/signin').target).toEqual({ type: 'auth', screen: 'signin' });
    expect(resolveRoute('/auth/nope').target).toEqual({ type: 'not-found' });
    expect(resolveRoute('/error/500').target).toEqual({ type: 'error', slug: '500' });
    expect(resolveRoute('/about-us').target).toEqual({ type: 'root-detail', slug: 'about-us' });
    expect(resolveRoute('/a/b/c').target).toEqual({ type: 'not-found' });
  });

  it('resolves the account area under a configurable base path', () => {
    expect(resolveRoute('/user/order/N100').target).toEqual({ type: 'account', screen: 'order', slug: 'N100' });
    expect(resolveRoute('/user/security/activity').target).toEqual({ type: 'account', screen: 'security/activity' });
    const router: RouterConfig = { ...DEFAULT_ROUTER, userPath: 'me' };
    expect(resolveRoute('/me', router).target).toEqual({ type: 'account', screen: 'center' });
    expect(resolveRoute('/user/order', router).target).toEqual({ type: 'not-found' });
  });

  it('honours custom patterns only when isCustom is set, and the old pattern stops matching', () => {
    const router: RouterConfig = { isCustom: true, userPath: 'user', rules: { product: 'goods/:slug' } };
    expect(resolveRoute('/goods/tee/TEE-1', router).target).toEqual({ type: 'product', slug: 'tee', sku: 'TEE-1' });
    expect(resolveRoute('/product/tee', router).target).toEqual({ type: 'not-found' });
    expect(resolveRoute('/goods/tee', { ...router, isCustom: false }).target).toEqual({ type: 'not-found' });
  });
});

describe('buildPath', () => {
  it('is the inverse of resolveRoute', () => {
    const router: RouterConfig = { isCustom: true, userPath: 'me', rules: { product: 'goods/:slug', category: 'c/:slug' } };
    const paths = ['/zh/goods/tee/TEE-1', '/c/shoes', '/', '/fil/search', '/me/order/N1', '/checkout/thankyou', '/about'];
    for (const path of paths) {
      const { langPrefix, target } = resolveRoute(path, router);
      expect(buildPath(target, langPrefix, router)).toBe(path);
    }
  });

  it('encodes slugs', () => {
    expect(buildPath({ type: 'product', slug: 'a b' })).toBe('/product/a%20b');
    expect(resolveRoute('/product/a%20b').target).toEqual({ type: 'product', slug: 'a b' });
  });
});

describe('switchLanguage', () => {
  it('replaces, adds or removes the prefix', () => {
    expect(switchLanguage('/zh/product/x', 'en')).toBe('/en/product/x');
    expect(switchLanguage('/product/x', 'fil')).toBe('/fil/product/x');
    expect(switchLanguage('/zh', '')).toBe('/');
  });
});
