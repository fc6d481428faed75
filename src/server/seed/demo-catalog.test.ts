import { describe, expect, it } from 'vitest';
import { demoCollections, demoProductOptions, demoProductSpecs, demoProducts, SPEC_NAMES } from './demo-catalog.ts';
import { demoCategories, demoColors, demoCurrencyRates, demoPageData, demoShippingZones, demoTags, MOTIFS, type DemoMenuItemData, type L10n } from './demo-data.ts';
import { buildDemoPages, demoArticles } from './demo-content.ts';
import { DRAWABLE_MOTIFS, productSvg } from './product-images.ts';
import { sceneSvg } from './scene-images.ts';
import { SCENES } from './scene-names.ts';
import { demoVariants } from './demo.ts';

const LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
const translated = (text: L10n, label: string) => {
  for (const lang of LANGS) expect(text[lang]?.trim(), `${label} ${lang}`).toBeTruthy();
  expect(text.zh, label).not.toBe(text.en);
};

/**
 * What a product's name says it is, and the drawings that fit: the first rule whose words the
 * English title contains decides (so a sweater dress is a dress, not a sweater).
 */
const KIND_RULES: Array<[RegExp, string[]]> = [
  [/sweater dress/i, ['knit-dress']],
  [/shirt dress/i, ['shirt-dress']],
  [/slip dress/i, ['slip-dress']],
  [/dress/i, ['dress', 'floral-dress']],
  [/sweater/i, ['sweater']],
  [/cardigan/i, ['cardigan']],
  [/blouse/i, ['blouse']],
  [/polo/i, ['polo']],
  [/tee\b/i, ['tee', 'striped-tee']],
  [/check shirt/i, ['check-shirt']],
  [/camp shirt/i, ['camp-shirt']],
  [/shirt/i, ['shirt']],
  [/trousers/i, ['trousers']],
  [/chinos/i, ['chinos']],
  [/skirt/i, ['skirt']],
  [/puffer/i, ['puffer']],
  [/overcoat/i, ['overcoat']],
  [/denim .*jacket/i, ['denim-jacket']],
  [/jacket/i, ['field-jacket']],
  [/slip-on/i, ['slip-on']],
  [/trainers/i, ['runner']],
  [/sneakers/i, ['sneaker']],
  [/chelsea boots/i, ['chelsea-boot']],
  [/hiking boots/i, ['hiking-boot']],
  [/rain boots/i, ['rain-boot']],
  [/ankle boots/i, ['ankle-boot']],
  [/loafers/i, ['loafer']],
  [/sandals/i, ['sandal']],
  [/espadrilles/i, ['espadrille']],
  [/tote/i, ['tote']],
  [/backpack/i, ['backpack']],
  [/crossbody/i, ['crossbody']],
  [/duffel/i, ['duffel']],
  [/wallet/i, ['wallet']],
  [/watch/i, ['watch']],
  [/fedora/i, ['fedora']],
  [/bucket hat/i, ['bucket-hat']],
  [/scarf/i, ['scarf']],
  [/bandana/i, ['bandana']],
  [/sunglasses/i, ['sunglasses']],
  [/mug/i, ['mug']],
  [/bowls/i, ['bowls']],
  [/water bottle/i, ['bottle']],
  [/jars/i, ['glass-jars']],
  [/lamp/i, ['lamp']],
  [/cushion/i, ['cushion']],
  [/candle/i, ['candle']],
  [/plant pot/i, ['planter']],
  [/throw/i, ['throw']],
  [/towel/i, ['towel']],
  [/notebook/i, ['notebook']],
  [/serum|hair oil/i, ['dropper']],
  [/body oil/i, ['oil-bottle']],
  [/cream|butter|scrub/i, ['cream-jar']],
  [/cleanser|sunscreen/i, ['tube']],
  [/hand wash/i, ['pump-bottle']],
  [/parfum/i, ['perfume']],
  [/lip balm/i, ['lip-balm']],
];

/** The product drawings a generated picture places (each drawing is tagged with its motif). */
const drawingsIn = (svg: string) => [...svg.matchAll(/data-motif="([a-z-]+)"/g)].map((m) => m[1]);

describe('demo catalogue data', () => {
  const categorySlugs = new Set(demoCategories.map((c) => c.slug));
  const tagSlugs = new Set(demoTags.map((t) => t.slug));
  const productSlugs = new Set(demoProducts.map((p) => p.slug));

  it('refers only to known categories, tags, products and drawable motifs', () => {
    expect(productSlugs.size).toBe(demoProducts.length);
    expect(categorySlugs.size).toBe(demoCategories.length);
    for (const c of demoCategories) if (c.parent) expect(categorySlugs.has(c.parent), c.slug).toBe(true);
    for (const p of demoProducts) {
      expect(categorySlugs.has(p.category), p.slug).toBe(true);
      for (const t of p.tags) expect(tagSlugs.has(t), `${p.slug} ${t}`).toBe(true);
      expect(DRAWABLE_MOTIFS).toContain(p.motif);
      expect(p.colors?.length ?? 0, p.slug).toBeLessThanOrEqual(3);
      if (p.compareAtPrice) expect(p.compareAtPrice).toBeGreaterThan(p.basePrice);
    }
    expect([...MOTIFS].sort()).toEqual([...DRAWABLE_MOTIFS].sort());
    for (const c of demoCollections) {
      expect(c.products.length, c.slug).toBeGreaterThan(0);
      for (const slug of c.products) expect(productSlugs.has(slug), slug).toBe(true);
    }
  });

  it('draws every product as what its name says it is: a sweater as a sweater, a blouse as a blouse', () => {
    const wrong: string[] = [];
    for (const p of demoProducts) {
      const rule = KIND_RULES.find(([words]) => words.test(p.title.en));
      if (!rule || !rule[1].includes(p.motif)) wrong.push(`${p.title.en} is drawn as ${p.motif}`);
    }
    expect(wrong).toEqual([]);
    expect(demoProducts.find((p) => p.slug === 'cashmere-crew-sweater')!.motif).toBe('sweater');
    expect(demoProducts.find((p) => p.slug === 'silk-button-blouse')!.motif).toBe('blouse');
    // Each product picture is that product's own drawing, and no two kinds share a drawing.
    const drawings = new Map<string, string>();
    for (const motif of DRAWABLE_MOTIFS) {
      const svg = productSvg({ motif, hex: '#7b1e3a', seed: 'same', width: 100 });
      expect(drawingsIn(svg), motif).toEqual([motif]);
      drawings.set(motif, svg.slice(svg.indexOf('data-motif')).replace(/data-motif="[a-z-]+"/, ''));
    }
    expect(new Set(drawings.values()).size).toBe(DRAWABLE_MOTIFS.length);
  });

  it('shows scenes of the shop and its goods on banners, collections and articles, not abstract shapes', () => {
    for (const c of demoCollections) expect(SCENES, c.slug).toContain(c.scene);
    for (const a of demoArticles) expect(SCENES, a.slug).toContain(a.scene);
    for (const scene of SCENES) {
      const drawn = drawingsIn(sceneSvg(scene, 1200, 675, scene));
      expect(drawn.length, scene).toBeGreaterThanOrEqual(3);
      for (const motif of drawn) expect(DRAWABLE_MOTIFS, scene).toContain(motif);
    }
    const shows = (slug: string) => drawingsIn(sceneSvg(demoArticles.find((a) => a.slug === slug)!.scene, 1200, 675, slug));
    expect(shows('leather-care-101')).toEqual(expect.arrayContaining(['chelsea-boot', 'tote', 'wallet']));
    expect(shows('cashmere-care-guide')).toContain('scarf');
    expect(shows('a-morning-with-our-kyoto-potters')).toEqual(expect.arrayContaining(['mug', 'bowls']));
    expect(shows('skincare-routine-order')).toEqual(expect.arrayContaining(['dropper', 'cream-jar']));
    expect(shows('how-to-care-for-linen')).toContain('camp-shirt');
    const newArrivals = demoCollections.find((c) => c.slug === 'new-arrivals')!;
    expect(
      drawingsIn(sceneSvg(newArrivals.scene, 1200, 600, 'x')).filter((m) => ['sweater', 'blouse', 'dress', 'overcoat', 'shirt'].includes(m)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has about eleven products per top-level category and a red dress', () => {
    const topOf = (slug: string): string => demoCategories.find((c) => c.slug === slug)!.parent ?? slug;
    const perTop = new Map<string, number>();
    for (const p of demoProducts) perTop.set(topOf(p.category), (perTop.get(topOf(p.category)) ?? 0) + 1);
    expect(perTop.size).toBeGreaterThanOrEqual(6);
    for (const n of perTop.values()) expect(n).toBeGreaterThanOrEqual(10);
    const dress = demoProducts.find((p) => p.title.en.includes('Red Dress'))!;
    expect(dress.title.zh).toContain('连衣裙');
    expect(topOf(dress.category)).toBe('women');
  });

  it('derives unique SKUs and prices from colours, sizes and styles', () => {
    const skus = demoProducts.flatMap((p) => demoVariants(p).map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus).toContain('LINEN-SHIRT-RED-M');
    expect(demoProducts.some((p) => demoVariants(p).length === 1)).toBe(true);
    const tote = demoVariants(demoProducts.find((p) => p.slug === 'leather-tote-bag')!);
    expect(tote.find((v) => v.style === 'large')!.price).toBeGreaterThan(tote.find((v) => v.style === 'medium')!.price);
    expect(demoCurrencyRates.USD).toBe(1);
  });

  it('gives every product three to five translated specs and named options', () => {
    const specNames = new Set(Object.values(SPEC_NAMES));
    for (const p of demoProducts) {
      const specs = demoProductSpecs(p);
      expect(specs.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(specs.length, p.slug).toBeLessThanOrEqual(5);
      expect(new Set(specs.map((s) => s.name.en)).size, p.slug).toBe(specs.length);
      for (const spec of specs) {
        expect(specNames.has(spec.name), `${p.slug} ${spec.name.en}`).toBe(true);
        for (const lang of LANGS) expect(spec.value[lang]?.trim(), `${p.slug} ${spec.name.en} ${lang}`).toBeTruthy();
      }
      expect(
        specs.some((s) => s.name === SPEC_NAMES.origin),
        p.slug,
      ).toBe(true);
      const options = demoProductOptions(p);
      expect(options.color?.map((c) => c.value) ?? [], p.slug).toEqual(p.colors?.map((c) => c.value) ?? []);
      expect(options.style?.map((s) => s.value) ?? [], p.slug).toEqual(p.styles?.map((s) => s.value) ?? []);
    }
    for (const name of Object.values(SPEC_NAMES)) for (const lang of LANGS) expect(name[lang]).toBeTruthy();
  });

  it('has at least six translated articles from the last sixty days, linking to real categories', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(demoArticles.map((a) => a.slug)).size).toBe(demoArticles.length);
    for (const a of demoArticles) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [a.title, a.excerpt, a.body]) translated(text, a.slug);
      expect(a.daysAgo).toBeGreaterThanOrEqual(0);
      expect(a.daysAgo).toBeLessThanOrEqual(60);
      expect(a.author.trim()).toBeTruthy();
      expect(a.tags.length).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const html = a.body[lang];
        const blocks = (html.match(/<(p|h2|ul)>/g) ?? []).length;
        expect(blocks, `${a.slug} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(blocks, `${a.slug} ${lang}`).toBeLessThanOrEqual(8);
        const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
        expect(links.length, `${a.slug} ${lang}`).toBeGreaterThan(0);
        for (const link of links) {
          const m = link.match(/^(?:\/(zh|zh-HK|fil))?\/category\/([a-z-]+)$/);
          expect(m, `${a.slug} ${lang} ${link}`).toBeTruthy();
          expect(m![1] ?? 'en', link).toBe(lang);
          expect(categorySlugs.has(m![2]), link).toBe(true);
        }
      }
    }
  });

  it('builds translated pages with at most one bare landing page', () => {
    const built = buildDemoPages({ hero: '/h.webp', story: '/s.webp', summer: '/u.webp', gifts: '/g.webp' });
    expect(new Set(built.map((p) => `${p.kind}/${p.slug}`)).size).toBe(built.length);
    expect(built.filter((p) => p.hideHead || p.hideFoot).map((p) => `${p.kind}/${p.slug}`)).toEqual(['app/landing']);
    for (const p of built.filter((p) => p.kind !== 'layout')) {
      translated(p.title, p.slug);
      for (const s of p.sections.filter((s) => s.type === 'rich-text')) translated(s.settings.html as L10n, `${p.slug} html`);
    }
  });

  it('names in Filipino, not in English, what the menus, filters, variants and shipping show', () => {
    const names: Array<[string, L10n]> = [
      ...demoCategories.map((c) => [`category ${c.slug}`, c.name] as [string, L10n]),
      ...demoTags.map((t) => [`tag ${t.slug}`, t.name] as [string, L10n]),
      ...Object.entries(demoColors).map(([value, c]) => [`colour ${value}`, c.name] as [string, L10n]),
      ...demoProducts.flatMap((p) => (p.styles ?? []).map((s) => [`style ${p.slug} ${s.value}`, s.name] as [string, L10n])),
      ...demoPageData.pages.map((p) => [`page ${p.slug}`, p.title] as [string, L10n]),
      ...demoShippingZones.flatMap((z) => z.methods.map((m) => [`shipping ${z.name}`, m.name] as [string, L10n])),
    ];
    const menuLabels = (items: DemoMenuItemData[]): Array<[string, L10n]> =>
      items.flatMap((item) =>
        'each' in item ? [] : [...(item.label ? [[`menu ${item.label.en}`, item.label] as [string, L10n]] : []), ...menuLabels(item.children ?? [])],
      );
    names.push(
      ...menuLabels(demoPageData.menus.header),
      ...demoPageData.menus.footer.flatMap((col) => [[`menu ${col.title.en}`, col.title] as [string, L10n], ...menuLabels(col.items)]),
    );
    expect(names.length).toBeGreaterThan(50);
    const english = names.filter(([, text]) => text.fil === text.en).map(([label]) => label);
    expect(english).toEqual([]);
  });
});
