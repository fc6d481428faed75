/**
 * The demo shop's page-builder content (layout head and foot, home, information pages, the
 * journal, app, gift-card, wholesale and landing pages) and its site settings. Pure data: image
 * URLs are passed in by the seeder once the banners are stored, and rich-text HTML is sanitised
 * by the seeder before it is stored.
 */
import { DEFAULT_PALETTE } from '../../shared/constants.ts';
import type { PageTarget } from '../../shared/routes.ts';
import { demoCollections } from './demo-catalog.ts';
import { demoCategories, l10n, perLang, type L10n } from './demo-data.ts';
import { appText, giftCardText, href, infoPages, journalText, landingText, wholesaleText } from './demo-page-texts.ts';

export const DEMO_SITE_NAME = 'Northwind Market';

export interface MenuItem {
  label: L10n;
  target: PageTarget;
  children?: MenuItem[];
}

export interface DemoPage {
  kind: 'layout' | 'home' | 'page' | 'app' | 'custom' | 'inquiry';
  slug: string;
  title: L10n;
  description: L10n;
  sections: Array<{ type: string; settings: Record<string, unknown>; blocks?: Array<{ type: string; settings: Record<string, unknown> }> }>;
  /** Only the bare landing page hides the site's header and footer. */
  hideHead?: boolean;
  hideFoot?: boolean;
}

/** Banner URLs the pages show, stored by the seeder. */
export interface DemoPageImages {
  hero: string;
  story: string;
  /** Second and third hero slides. */
  summer: string;
  gifts: string;
}

/** One slide of the home hero (the hero shows a slideshow when it has more than one). */
export type HeroSlide = {
  title: L10n;
  subtitle: L10n;
  image: string;
  cta: { label: L10n; target: PageTarget };
};

const JOURNAL: PageTarget = { type: 'page', slug: 'journal' };

const categoryItem = (slug: string): MenuItem => {
  const category = demoCategories.find((c) => c.slug === slug)!;
  const children = demoCategories.filter((c) => c.parent === slug).map((c) => categoryItem(c.slug));
  return { label: category.name, target: { type: 'category', slug }, ...(children.length ? { children } : {}) };
};
const topCategories = demoCategories.filter((c) => !c.parent).map((c) => c.slug);
const pageItem = (slug: string): MenuItem => ({ label: infoPages.find((p) => p.slug === slug)!.title, target: { type: 'page', slug } });

export function headerMenu(): MenuItem[] {
  return [
    ...topCategories.map(categoryItem),
    {
      label: l10n('Collections', '精选系列', '精選系列', 'Mga Koleksyon'),
      target: { type: 'collection', slug: demoCollections[0].slug },
      children: demoCollections.map((c) => ({ label: c.title, target: { type: 'collection', slug: c.slug } })),
    },
    { label: journalText.title, target: JOURNAL },
    { label: l10n('Sale', '特价', '特價', 'Sale'), target: { type: 'tag', slug: 'sale' } },
    { label: l10n('Search', '搜索', '搜尋', 'Maghanap'), target: { type: 'search' } },
  ];
}

/** The footer's link columns. */
export function footerMenus(): Array<{ title: L10n; items: MenuItem[] }> {
  return [
    {
      title: l10n('Shop', '购物', '購物', 'Mamili'),
      items: [
        ...topCategories.map((slug) => {
          const { label, target } = categoryItem(slug);
          return { label, target };
        }),
        { label: l10n('Tags', '标签', '標籤', 'Mga tag'), target: { type: 'tag-list' } },
        { label: giftCardText.title, target: { type: 'custom', slug: 'gift-cards' } },
      ],
    },
    {
      title: l10n('Help', '帮助', '幫助', 'Tulong'),
      items: [
        pageItem('shipping-returns'),
        { label: l10n('My orders', '我的订单', '我的訂單', 'Aking mga order'), target: { type: 'account', screen: 'order' } },
        { label: l10n('Search', '搜索', '搜尋', 'Maghanap'), target: { type: 'search' } },
        { label: l10n('Wholesale', '批发合作', '批發合作', 'Wholesale'), target: { type: 'inquiry', slug: 'wholesale' } },
      ],
    },
    {
      title: l10n('Company', '公司', '公司', 'Kumpanya'),
      items: [
        pageItem('about'),
        { label: journalText.title, target: JOURNAL },
        { label: l10n('Mobile app', '手机 App', '手機 App', 'Mobile app'), target: { type: 'app', slug: 'mobile' } },
        pageItem('privacy'),
        pageItem('terms'),
      ],
    },
  ];
}

export function buildDemoPages(images: DemoPageImages): DemoPage[] {
  const empty = l10n('', '', '', '');
  const heroSlides: HeroSlide[] = [
    {
      title: l10n('Made to be lived in', '为生活而造', '為生活而造', 'Ginawa para sa araw-araw na buhay'),
      subtitle: l10n(
        'Thoughtfully made clothing, shoes and homeware, now in new colours for the season.',
        '用心制作的服饰、鞋履与家居好物，当季新色现已上架。',
        '用心製作的服飾、鞋履與家居好物，當季新色現已上架。',
        'Maingat na ginawang damit, sapatos at gamit sa bahay, ngayon ay may bagong kulay para sa season.',
      ),
      image: images.hero,
      cta: { label: l10n('Shop new arrivals', '选购新品', '選購新品', 'Tingnan ang mga bagong dating'), target: { type: 'collection', slug: 'new-arrivals' } },
    },
    {
      title: landingText.title,
      subtitle: landingText.description,
      image: images.summer,
      cta: { label: l10n('Shop the edit', '选购夏日精选', '選購夏日精選', 'Tingnan ang seleksyon'), target: { type: 'collection', slug: 'summer-edit' } },
    },
    {
      title: l10n('Gifts they will keep', '值得珍藏的礼物', '值得珍藏的禮物', 'Mga regalong iingatan nila'),
      subtitle: l10n(
        'Thoughtful presents for everyone on your list, or a gift card delivered in seconds.',
        '为清单上的每个人挑选贴心礼物，或送一张即时送达的礼品卡。',
        '為清單上的每個人挑選貼心禮物，或送一張即時送達的禮品卡。',
        'Makabuluhang regalo para sa lahat ng nasa listahan mo, o isang gift card na darating sa loob ng ilang segundo.',
      ),
      image: images.gifts,
      cta: { label: l10n('Explore the gift guide', '浏览送礼指南', '瀏覽送禮指南', 'Tuklasin ang gabay sa regalo'), target: { type: 'collection', slug: 'gift-guide' } },
    },
  ];
  const head: DemoPage = {
    kind: 'layout',
    slug: 'head',
    title: l10n('Header', '页头', '頁首', 'Header'),
    description: empty,
    sections: [
      {
        type: 'announcement-bar',
        settings: {
          text: l10n(
            'Free shipping on orders over $50 · Free returns within 30 days',
            '订单满50美元免运费 · 30天内免费退货',
            '訂單滿50美元免運費 · 30日內免費退貨',
            'Libreng shipping sa order na higit $50 · Libreng pagbabalik sa loob ng 30 araw',
          ),
          target: { type: 'page', slug: 'shipping-returns' } satisfies PageTarget,
        },
      },
      { type: 'header', settings: { menu: headerMenu() } },
    ],
  };

  const foot: DemoPage = {
    kind: 'layout',
    slug: 'foot',
    title: l10n('Footer', '页脚', '頁尾', 'Footer'),
    description: empty,
    sections: [
      {
        type: 'newsletter',
        settings: {
          title: l10n('Join our newsletter', '订阅我们的新闻通讯', '訂閱我們的電子報', 'Sumali sa aming newsletter'),
          text: l10n(
            'New arrivals, restocks and the occasional offer, once a month. No spam, unsubscribe any time.',
            '每月一封，带来新品、补货和不定期优惠。绝无垃圾邮件，可随时退订。',
            '每月一封，帶來新品、補貨及不定期優惠。絕無垃圾郵件，可隨時取消訂閱。',
            'Mga bagong dating, restock at paminsan-minsang alok, isang beses sa isang buwan. Walang spam, puwedeng mag-unsubscribe anumang oras.',
          ),
        },
      },
      {
        type: 'footer',
        settings: {
          menus: footerMenus(),
          text: l10n(
            `${DEMO_SITE_NAME} · Thoughtfully made goods for everyday life.`,
            `${DEMO_SITE_NAME} · 用心制作的日常好物。`,
            `${DEMO_SITE_NAME} · 用心製作的日常好物。`,
            `${DEMO_SITE_NAME} · Maingat na ginawang gamit para sa araw-araw.`,
          ),
        },
      },
    ],
  };

  const home: DemoPage = {
    kind: 'home',
    slug: 'home',
    title: l10n(`${DEMO_SITE_NAME}: thoughtfully made goods`, `${DEMO_SITE_NAME}：用心制作的好物`, `${DEMO_SITE_NAME}：用心製作的好物`, `${DEMO_SITE_NAME}: maingat na ginawang gamit`),
    description: l10n(
      'Clothing, shoes, bags, homeware and beauty from small workshops, shipped worldwide.',
      '来自小型工坊的服饰、鞋履、包袋、家居与美妆，全球配送。',
      '來自小型工場的服飾、鞋履、手袋、家居與美妝，環球送貨。',
      'Damit, sapatos, bag, gamit sa bahay at pampaganda mula sa maliliit na workshop, ipinapadala sa buong mundo.',
    ),
    sections: [
      // The first slide doubles as the hero's own settings, for renderers without a slideshow.
      { type: 'hero', settings: { ...heroSlides[0], slides: heroSlides } },
      {
        type: 'product-grid',
        settings: { title: l10n('New arrivals', '新品上市', '新品上架', 'Mga bagong dating'), source: { collection: 'new-arrivals' }, limit: 8 },
      },
      {
        type: 'collection-list',
        settings: {
          title: l10n('Shop the collections', '逛逛精选系列', '逛逛精選系列', 'Tuklasin ang mga koleksyon'),
          collections: ['summer-edit', 'best-sellers', 'gift-guide'],
        },
      },
      {
        type: 'image-with-text',
        settings: {
          title: l10n('Small workshops, lasting pieces', '小工坊，长久之作', '小工場，長久之作', 'Maliliit na workshop, pangmatagalang piraso'),
          text: l10n(
            'We work directly with more than forty family-run workshops, from linen weavers in Lithuania to potters in Kyoto. Every product page tells you where it was made.',
            '我们直接与四十多家家族经营的工坊合作，从立陶宛的亚麻织工到京都的陶艺师。每个商品页面都会告诉你它的产地。',
            '我們直接與四十多間家族經營的工場合作，由立陶宛的亞麻織工到京都的陶藝師。每個商品頁面都會告訴你它的產地。',
            'Direkta kaming nakikipagtulungan sa mahigit apatnapung pampamilyang workshop, mula sa mga manghahabi ng linen sa Lithuania hanggang sa mga magpapalayok sa Kyoto. Sinasabi ng bawat pahina ng produkto kung saan ito ginawa.',
          ),
          image: images.story,
          cta: { label: l10n('Our story', '我们的故事', '我們的故事', 'Ang aming kuwento'), target: { type: 'page', slug: 'about' } },
        },
      },
      {
        type: 'product-grid',
        settings: { title: l10n('Bestsellers', '热销单品', '熱賣單品', 'Pinakamabenta'), source: { tag: 'bestseller' }, limit: 8 },
      },
      {
        type: 'rich-text',
        settings: {
          html: perLang((lang) => {
            const link = href({ type: 'page', slug: 'shipping-returns' }, lang);
            return {
              en: `<p><strong>Free shipping</strong> on orders over $50 and <strong>free returns</strong> within 30 days. <a href="${link}">Read our shipping and returns policy</a>.</p>`,
              zh: `<p>订单满50美元<strong>免运费</strong>，30天内<strong>免费退货</strong>。<a href="${link}">查看配送与退货政策</a>。</p>`,
              'zh-HK': `<p>訂單滿50美元<strong>免運費</strong>，30日內<strong>免費退貨</strong>。<a href="${link}">查看送貨及退貨政策</a>。</p>`,
              fil: `<p><strong>Libreng shipping</strong> sa mga order na higit $50 at <strong>libreng pagbabalik</strong> sa loob ng 30 araw. <a href="${link}">Basahin ang aming patakaran sa pagpapadala at pagbabalik</a>.</p>`,
            }[lang];
          }),
        },
      },
      {
        type: 'testimonials',
        settings: {
          title: l10n('What our customers say', '顾客怎么说', '顧客點評', 'Sabi ng aming mga customer'),
          items: [
            {
              quote: l10n(
                'The linen shirt dress is the best thing I bought this year. It washes beautifully and gets softer every time.',
                '亚麻衬衫裙是我今年买过最好的东西，很好洗，而且越洗越软。',
                '亞麻恤衫裙是我今年買過最好的東西，很好洗，而且越洗越軟。',
                'Ang linen na shirt dress ang pinakamagandang nabili ko ngayong taon. Madaling labhan at lalong lumalambot.',
              ),
              author: 'Maya R., Manila',
            },
            {
              quote: l10n(
                'Fast delivery to Hong Kong and the packaging had no plastic at all. The mugs are even nicer in person.',
                '寄到香港很快，包装完全没有塑料。马克杯实物比照片更好看。',
                '寄到香港很快，包裝完全沒有塑膠。馬克杯實物比相片更好看。',
                'Mabilis ang delivery sa Hong Kong at walang plastik ang packaging. Mas maganda pa ang mga tasa sa personal.',
              ),
              author: 'Karen L., Hong Kong',
            },
            {
              quote: l10n(
                'I exchanged my boots for a bigger size and it was free and painless. Great service.',
                '我把靴子换大了一码，免费又省心，服务很棒。',
                '我把靴換大一碼，免費又方便，服務很好。',
                'Pinalitan ko ang boots ko ng mas malaking sukat at libre at madali lang. Napakahusay ng serbisyo.',
              ),
              author: 'Chen W., Shanghai',
            },
          ],
        },
      },
      { type: 'article-list', settings: { title: l10n('From the journal', '手记精选', '手記精選', 'Mula sa journal'), limit: 3 } },
    ],
  };

  const info: DemoPage[] = infoPages.map((p) => ({
    kind: 'page',
    slug: p.slug,
    title: p.title,
    description: p.description,
    sections: [{ type: 'rich-text', settings: { html: p.html } }],
  }));

  const journal: DemoPage = {
    kind: 'page',
    slug: 'journal',
    title: journalText.title,
    description: journalText.description,
    sections: [
      { type: 'rich-text', settings: { html: journalText.html } },
      { type: 'article-list', settings: { title: l10n('All articles', '全部文章', '全部文章', 'Lahat ng artikulo'), limit: 12 } },
    ],
  };

  const app: DemoPage = {
    kind: 'app',
    slug: 'mobile',
    title: appText.title,
    description: appText.description,
    sections: [{ type: 'rich-text', settings: { html: appText.html } }],
  };

  const giftCards: DemoPage = {
    kind: 'custom',
    slug: 'gift-cards',
    title: giftCardText.title,
    description: giftCardText.description,
    sections: [
      { type: 'rich-text', settings: { html: giftCardText.html } },
      { type: 'product-grid', settings: { title: l10n('Gift ideas', '礼物推荐', '禮物推介', 'Mga ideya sa regalo'), source: { tag: 'gift-idea' }, limit: 4 } },
    ],
  };

  const wholesale: DemoPage = {
    kind: 'inquiry',
    slug: 'wholesale',
    title: wholesaleText.title,
    description: wholesaleText.description,
    sections: [{ type: 'rich-text', settings: { html: wholesaleText.html } }],
  };

  const landing: DemoPage = {
    kind: 'app',
    slug: 'landing',
    title: landingText.title,
    description: landingText.description,
    hideHead: true,
    hideFoot: true,
    sections: [
      { type: 'hero', settings: heroSlides[1] },
      {
        type: 'product-grid',
        settings: { title: l10n('Picked for summer', '夏日之选', '夏日之選', 'Pinili para sa tag-init'), source: { collection: 'summer-edit' }, limit: 8 },
      },
      { type: 'rich-text', settings: { html: landingText.html } },
    ],
  };

  return [head, foot, home, ...info, journal, app, giftCards, wholesale, landing];
}

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif';

/** The `site` settings row of a fresh shop. */
export const demoSiteSettings = {
  name: DEMO_SITE_NAME,
  locale: { defaultLang: 'en', siteLangs: [{ lang: 'en' }, { lang: 'zh' }, { lang: 'zh-HK' }, { lang: 'fil' }] },
  router: { isCustom: false, userPath: 'user', rules: {} },
  theme: {
    colors: {
      ...DEFAULT_PALETTE,
      background: '#ffffff',
      title: '#111827',
      heroBackground: '#f3f0ff',
      text: '#1f2937',
      description: '#6b7280',
      salesPrice: '#e11d48',
      linePrice: '#6b7280',
      placeholder: '#6b7280',
      border: '#e5e7eb',
    },
    fonts: { family: FONT_STACK, titleFamily: FONT_STACK, weights: { normal: 400, title: 700 }, sizes: { base: '16px', title: '28px' } },
    blockSpace: '48px',
    borderRadius: '12px',
    container: { screens: { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536, '3xl': 1660 }, padding: '16px' },
    product: { imageRatio: '1/1' },
  },
  injects: [] as Array<{ type: 'css' | 'js'; url: string }>,
  baseCurrency: 'USD',
  bankTransferInstructions: l10n(
    'Bank: Northwind Savings Bank\nAccount name: Northwind Market Ltd.\nAccount number: 0123 4567 8901\nSWIFT: NWSBUS33\nReference: your order number',
    '开户行：Northwind Savings Bank\n账户名：Northwind Market Ltd.\n账号：0123 4567 8901\nSWIFT：NWSBUS33\n付款备注：您的订单号',
    '銀行：Northwind Savings Bank\n戶口名稱：Northwind Market Ltd.\n戶口號碼：0123 4567 8901\nSWIFT：NWSBUS33\n付款備註：您的訂單號碼',
    'Bangko: Northwind Savings Bank\nPangalan ng account: Northwind Market Ltd.\nNumero ng account: 0123 4567 8901\nSWIFT: NWSBUS33\nReference: ang numero ng iyong order',
  ),
};
