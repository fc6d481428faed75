import { beforeEach, describe, expect, it } from 'vitest';
import type { PagePayload } from '../../shared/contracts/page.ts';
import { readPage, writePage } from './page-cache.ts';
import { viewCall } from './tracking.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function payload(data: Partial<PagePayload['data']> = {}, status = 200): PagePayload {
  return {
    code: 0,
    status,
    data: { id: 1, type: 'product', lang: 'en', langPrefix: '', path: '/product/x', ...data },
    theme: { hideHead: false, hideFoot: false },
    pageHead: [],
    pageBody: [],
    pageFoot: [],
    meta: { title: '', description: '', canonical: '', alternates: [], ogType: 'website', jsonLd: [] },
  };
}

beforeEach(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

describe('page cache', () => {
  const url = new URL('http://shop.test/product/x');

  it('is fresh for five minutes, then stale but still shown', () => {
    writePage(url, payload(), 0);
    expect(readPage(url, 299_999)?.fresh).toBe(true);
    expect(readPage(url, 300_001)).toMatchObject({ fresh: false, payload: { data: { id: 1 } } });
  });

  it('never keeps pages with a user id, in preview, or that failed', () => {
    writePage(url, payload({ userId: 7 }), 0);
    expect(readPage(url, 1)).toBeNull();
    const preview = new URL('http://shop.test/product/x?preview=true');
    writePage(preview, payload(), 0);
    expect(readPage(preview, 1)).toBeNull();
    writePage(url, payload({}, 404), 0);
    expect(readPage(url, 1)).toBeNull();
    writePage(url, payload({ personal: true }), 0);
    expect(readPage(url, 1)).toBeNull();
  });
});

describe('view tracking', () => {
  it('counts product and content pages only', () => {
    expect(viewCall(payload({ type: 'product', id: 5 }))).toEqual({ path: '/product/views', id: 5 });
    expect(viewCall(payload({ type: 'page', id: 'page:2' }))).toEqual({ path: '/page/views', id: 'page:2' });
    expect(viewCall(payload({ type: 'root-detail', id: 'page:3' }))).toEqual({ path: '/page/views', id: 'page:3' });
    expect(viewCall(payload({ type: 'category' }))).toBeNull();
    expect(viewCall(payload({ type: 'product' }, 404))).toBeNull();
  });
});
