/**
 * The demo shop's catalogue: categories, tags, products, collections and currency rates, in
 * English, Simplified Chinese, Traditional Chinese (Hong Kong) and Filipino. Pure data, no I/O;
 * seeded into a fresh shop by demo.server.ts. Products live in demo-catalog/<category>.ts.
 */
import { bagProducts } from './demo-catalog/bags.ts';
import { beautyProducts } from './demo-catalog/beauty.ts';
import { homeProducts } from './demo-catalog/home.ts';
import { menProducts } from './demo-catalog/men.ts';
import { shoeProducts } from './demo-catalog/shoes.ts';
import { mergeSpecs } from './demo-catalog/specs.ts';
import { l10n, type DemoCategory, type DemoCollection, type DemoProduct, type DemoTag, type L10n } from './demo-catalog/types.ts';
import { womenProducts } from './demo-catalog/women.ts';

export type { L10n, Motif, DemoCategory, DemoCollection, DemoColor, DemoProduct, DemoStyle, DemoTag } from './demo-catalog/types.ts';
export { MOTIFS } from './demo-catalog/types.ts';
export { SPEC_NAMES, type SpecKey, type SpecValues } from './demo-catalog/specs.ts';

const cat = (slug: string, parent: string | undefined, name: string[], description: string[]): DemoCategory => ({
  slug,
  ...(parent ? { parent } : {}),
  name: l10n(name[0], name[1], name[2], name[3]),
  description: l10n(description[0], description[1], description[2], description[3]),
});

/** Parents come before their children. */
export const demoCategories: DemoCategory[] = [
  cat('women', undefined, ['Women', '女装', '女裝', 'Pambabae'], [
    'Dresses, knitwear and easy separates for every day.',
    '连衣裙、针织衫与百搭单品，适合每一天。',
    '連身裙、針織衫與百搭單品，適合每一天。',
    'Mga bestida, knitwear at madaling ipares na damit para sa araw-araw.',
  ]),
  cat('dresses', 'women', ['Dresses', '连衣裙', '連身裙', 'Mga Bestida'], [
    'From wrap dresses to slip dresses, for work, weekends and evenings out.',
    '从裹身裙到吊带裙，适合工作、周末与晚间聚会。',
    '由裹身裙到吊帶裙，適合工作、週末與晚間聚會。',
    'Mula wrap dress hanggang slip dress, para sa trabaho, weekend at lakad sa gabi.',
  ]),
  cat('tops-knitwear', 'women', ['Tops & Knitwear', '上衣与针织', '上衣與針織', 'Mga Blusa at Knitwear'], [
    'Silk blouses, soft tees and cosy sweaters.',
    '真丝衬衫、柔软T恤与舒适毛衣。',
    '真絲恤衫、柔軟T恤與舒適毛衣。',
    'Mga silk na blusa, malalambot na T-shirt at maginhawang sweater.',
  ]),
  cat('men', undefined, ['Men', '男装', '男裝', 'Panlalaki'], [
    'Shirts, outerwear and wardrobe staples built to last.',
    '衬衫、外套与经久耐穿的衣橱必备。',
    '恤衫、外套與經久耐穿的衣櫥必備。',
    'Mga kamiseta, jacket at matibay na pangunahing damit.',
  ]),
  cat('shirts', 'men', ['Shirts', '衬衫', '恤衫', 'Mga Kamiseta'], [
    'Oxford, linen, flannel and piqué: a shirt for every season.',
    '牛津纺、亚麻、法兰绒与珠地布，每个季节都有合适的衬衫。',
    '牛津紡、亞麻、法蘭絨與珠地布，每個季節都有合適的恤衫。',
    'Oxford, linen, flannel at piqué: may kamiseta para sa bawat panahon.',
  ]),
  cat('outerwear', 'men', ['Outerwear', '外套', '外套', 'Mga Jacket'], [
    'Jackets and coats for wind, rain and cold.',
    '防风、防雨、御寒的夹克与大衣。',
    '防風、防雨、禦寒的外套與大褸。',
    'Mga jacket at coat para sa hangin, ulan at lamig.',
  ]),
  cat('shoes', undefined, ['Shoes', '鞋履', '鞋履', 'Sapatos'], [
    'Sneakers, boots, loafers and sandals for every step.',
    '运动鞋、靴子、乐福鞋与凉鞋，陪你走好每一步。',
    '波鞋、靴、樂福鞋與涼鞋，陪你走好每一步。',
    'Sneakers, bota, loafers at sandalyas para sa bawat hakbang.',
  ]),
  cat('sneakers', 'shoes', ['Sneakers', '运动鞋', '波鞋', 'Sneakers'], [
    'Everyday sneakers in canvas, leather and knit.',
    '帆布、皮革与针织材质的日常运动鞋。',
    '帆布、皮革與針織材質的日常波鞋。',
    'Pang-araw-araw na sneakers na canvas, leather at knit.',
  ]),
  cat('boots', 'shoes', ['Boots', '靴子', '靴', 'Bota'], [
    'Chelsea, hiking, ankle and rain boots.',
    '切尔西靴、徒步靴、短靴与雨靴。',
    '切爾西靴、行山靴、短靴與水靴。',
    'Chelsea, hiking, ankle boots at bota pang-ulan.',
  ]),
  cat('bags-accessories', undefined, ['Bags & Accessories', '包袋与配饰', '手袋與配飾', 'Mga Bag at Aksesorya'], [
    'Bags, watches, hats and the finishing touches.',
    '包袋、腕表、帽子等点睛配饰。',
    '手袋、腕錶、帽子等點睛配飾。',
    'Mga bag, relo, sumbrero at iba pang pampaganda ng porma.',
  ]),
  cat('bags', 'bags-accessories', ['Bags', '包袋', '手袋', 'Mga Bag'], [
    'Totes, backpacks, crossbodies and travel bags.',
    '托特包、双肩包、斜挎包与旅行袋。',
    '托特袋、背囊、斜揹袋與旅行袋。',
    'Tote, backpack, crossbody at bag pang-biyahe.',
  ]),
  cat('accessories', 'bags-accessories', ['Accessories', '配饰', '配飾', 'Mga Aksesorya'], [
    'Watches, hats, scarves and sunglasses.',
    '腕表、帽子、围巾与太阳镜。',
    '腕錶、帽子、頸巾與太陽眼鏡。',
    'Mga relo, sumbrero, scarf at sunglasses.',
  ]),
  cat('home-living', undefined, ['Home & Living', '家居生活', '家居生活', 'Tahanan at Pamumuhay'], [
    'Ceramics, textiles and lighting for a calmer home.',
    '陶瓷、织物与灯具，打造更宁静的家。',
    '陶瓷、織物與燈飾，打造更寧靜的家。',
    'Mga seramika, tela at ilaw para sa mas payapang tahanan.',
  ]),
  cat('kitchen-dining', 'home-living', ['Kitchen & Dining', '厨房与餐桌', '廚房與餐桌', 'Kusina at Kainan'], [
    'Mugs, bowls and pantry essentials.',
    '马克杯、餐碗与厨房收纳必备。',
    '馬克杯、餐碗與廚房收納必備。',
    'Mga tasa, mangkok at pangunahing gamit sa pantry.',
  ]),
  cat('decor-lighting', 'home-living', ['Decor & Lighting', '装饰与灯具', '裝飾與燈飾', 'Dekorasyon at Ilaw'], [
    'Lamps, cushions, candles and planters.',
    '台灯、抱枕、香薰蜡烛与花盆。',
    '枱燈、靠墊、香薰蠟燭與花盆。',
    'Mga lampara, unan, kandila at paso.',
  ]),
  cat('beauty', undefined, ['Beauty', '美妆个护', '美妝護理', 'Kagandahan'], [
    'Clean skincare, body care and fragrance.',
    '纯净护肤、身体护理与香氛。',
    '純淨護膚、身體護理與香氛。',
    'Malinis na skincare, pangangalaga sa katawan at pabango.',
  ]),
  cat('skincare', 'beauty', ['Skincare', '护肤', '護膚', 'Skincare'], [
    'Serums, moisturisers, cleansers and sunscreen.',
    '精华、面霜、洁面与防晒。',
    '精華、面霜、潔面與防曬。',
    'Mga serum, moisturiser, cleanser at sunscreen.',
  ]),
  cat('bath-body', 'beauty', ['Bath & Body', '沐浴与身体护理', '沐浴與身體護理', 'Paliligo at Katawan'], [
    'Body oils, butters, scrubs and hand wash.',
    '身体油、身体霜、磨砂膏与洗手液。',
    '身體油、身體霜、磨砂膏與洗手液。',
    'Mga body oil, body butter, scrub at sabong pangkamay.',
  ]),
];

const tag = (slug: string, en: string, zh: string, zhHK: string, fil: string): DemoTag => ({ slug, name: l10n(en, zh, zhHK, fil) });

export const demoTags: DemoTag[] = [
  tag('new', 'New', '新品', '新品', 'Bago'),
  tag('bestseller', 'Bestseller', '热销', '熱賣', 'Pinakamabenta'),
  tag('sale', 'Sale', '特价', '特價', 'Sale'),
  tag('organic', 'Organic', '有机', '有機', 'Organiko'),
  tag('gift-idea', 'Gift Idea', '礼物推荐', '禮物推介', 'Ideya sa Regalo'),
  tag('handmade', 'Handmade', '手工制作', '人手製作', 'Gawa-kamay'),
  tag('limited', 'Limited Edition', '限量版', '限量版', 'Limitadong Edisyon'),
  tag('sustainable', 'Sustainable', '可持续', '可持續', 'Makakalikasan'),
  tag('summer', 'Summer', '夏日', '夏日', 'Tag-init'),
  tag('cozy', 'Cozy', '温暖舒适', '溫暖舒適', 'Maginhawa'),
  // Journal tags: articles use them, and products where they fit.
  tag('care-guide', 'Care Guide', '护理指南', '護理指南', 'Gabay sa Pag-aalaga'),
  tag('linen', 'Linen', '亚麻', '亞麻', 'Linen'),
  tag('cashmere', 'Cashmere', '羊绒', '羊絨', 'Cashmere'),
  tag('knitwear', 'Knitwear', '针织', '針織', 'Niniting na Damit'),
  tag('leather', 'Leather', '皮革', '皮革', 'Katad'),
  tag('style-notes', 'Style Notes', '穿搭笔记', '穿搭筆記', 'Mga Tala sa Istilo'),
  tag('behind-the-scenes', 'Behind the Scenes', '幕后故事', '幕後故事', 'Sa Likod ng Eksena'),
  tag('makers', 'Makers', '匠人', '匠人', 'Mga Gumagawa'),
  tag('ceramics', 'Ceramics', '陶瓷', '陶瓷', 'Seramika'),
  tag('skincare', 'Skincare', '护肤', '護膚', 'Pangangalaga sa Balat'),
  tag('how-to', 'How-to', '实用教程', '實用教學', 'Paano Gawin'),
  tag('beauty', 'Beauty', '美妆', '美妝', 'Kagandahan'),
];

export const demoProducts: DemoProduct[] = [
  ...womenProducts,
  ...menProducts,
  ...shoeProducts,
  ...bagProducts,
  ...homeProducts,
  ...beautyProducts,
];

/** A product's spec rows: its category's defaults (parent first) merged with its own `specs`. */
export const demoProductSpecs = (p: DemoProduct): Array<{ name: L10n; value: L10n }> => mergeSpecs(p.category, p.specs, demoCategories);

/** The display names (and swatch colours) of a product's colour and style values. */
export function demoProductOptions(p: DemoProduct): {
  color?: Array<{ value: string; name: L10n; hex: string }>;
  style?: Array<{ value: string; name: L10n }>;
} {
  return {
    ...(p.colors?.length ? { color: p.colors.map((c) => ({ value: c.value, name: c.name, hex: c.hex })) } : {}),
    ...(p.styles?.length ? { style: p.styles.map((s) => ({ value: s.value, name: s.name })) } : {}),
  };
}

const slugsWhere = (test: (p: DemoProduct) => boolean, order: (a: DemoProduct, b: DemoProduct) => number) =>
  demoProducts.filter(test).sort(order).map((p) => p.slug);
const byRank = (a: DemoProduct, b: DemoProduct) => b.rank - a.rank;

export const demoCollections: DemoCollection[] = [
  {
    slug: 'new-arrivals',
    title: l10n('New Arrivals', '新品上市', '新品上架', 'Mga Bagong Dating'),
    description: l10n(
      'The latest additions to the shop, fresh this month.',
      '本月上新，店内最新好物。',
      '本月新上架，店內最新好物。',
      'Ang mga pinakabagong dagdag sa tindahan ngayong buwan.',
    ),
    products: slugsWhere(() => true, (a, b) => a.createdDaysAgo - b.createdDaysAgo).slice(0, 12),
  },
  {
    slug: 'summer-edit',
    title: l10n('The Summer Edit', '夏日精选', '夏日精選', 'Seleksyon para sa Tag-init'),
    description: l10n(
      'Breezy linen, sandals and sun care for long, bright days.',
      '清爽亚麻、凉鞋与防晒好物，陪你度过明媚长夏。',
      '清爽亞麻、涼鞋與防曬好物，陪你度過明媚長夏。',
      'Presko na linen, sandalyas at pangangalaga laban sa araw para sa mahahaba at maaliwalas na araw.',
    ),
    products: slugsWhere((p) => p.tags.includes('summer'), byRank),
  },
  {
    slug: 'best-sellers',
    title: l10n('Best Sellers', '畅销榜', '暢銷之選', 'Pinakamabenta'),
    description: l10n(
      'The pieces our customers come back for again and again.',
      '顾客一买再买的人气单品。',
      '顧客一買再買的人氣單品。',
      'Ang mga piraso na paulit-ulit na binabalikan ng aming mga customer.',
    ),
    products: slugsWhere((p) => p.tags.includes('bestseller'), byRank),
  },
  {
    slug: 'gift-guide',
    title: l10n('Gift Guide', '送礼指南', '送禮指南', 'Gabay sa Regalo'),
    description: l10n(
      'Thoughtful gifts for everyone on your list, beautifully packed.',
      '为清单上的每个人挑选贴心礼物，精美包装。',
      '為清單上的每個人挑選貼心禮物，精美包裝。',
      'Makabuluhang regalo para sa lahat ng nasa listahan mo, maganda ang pagkakabalot.',
    ),
    products: slugsWhere((p) => p.tags.includes('gift-idea'), byRank),
  },
];

/** Units of each currency for one US dollar (the base currency). */
export const demoCurrencyRates: Record<string, number> = {
  USD: 1,
  CNY: 7.18,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.6,
  AUD: 1.52,
  CAD: 1.37,
  PHP: 57.3,
  INR: 83.4,
  RUB: 92.5,
};
