/**
 * Product specifications of the demo catalogue (pure data, no I/O): the spec names, shared values
 * (care instructions, countries of origin), the rows every product of a category gets, and the
 * merge of those defaults with a product's own `specs` overrides.
 */
import { l10n, type DemoCategory, type L10n } from './types.ts';

/** Spec names, in the order the rows are shown. */
export const SPEC_NAMES = {
  material: l10n('Material', '材质', '物料', 'Materyal'),
  upper: l10n('Upper', '鞋面', '鞋面', 'Itaas na bahagi'),
  lining: l10n('Lining', '里料', '裡布', 'Lining'),
  sole: l10n('Sole', '鞋底', '鞋底', 'Suwelas'),
  keyIngredients: l10n('Key ingredients', '核心成分', '主要成分', 'Pangunahing sangkap'),
  scent: l10n('Notes', '香调', '香調', 'Mga nota ng bango'),
  fit: l10n('Fit', '版型', '剪裁', 'Sukat at lapat'),
  length: l10n('Length', '长度', '長度', 'Haba'),
  heelHeight: l10n('Heel height', '跟高', '鞋跟高度', 'Taas ng takong'),
  closure: l10n('Closure', '开合方式', '開合方式', 'Pansara'),
  dimensions: l10n('Dimensions', '尺寸', '尺寸', 'Sukat'),
  capacity: l10n('Capacity', '容量', '容量', 'Kapasidad'),
  weight: l10n('Weight', '重量', '重量', 'Timbang'),
  movement: l10n('Movement', '机芯', '機芯', 'Makina'),
  waterResistance: l10n('Water resistance', '防水等级', '防水等級', 'Resistensya sa tubig'),
  lens: l10n('Lenses', '镜片', '鏡片', 'Lente'),
  bulb: l10n('Bulb', '灯泡', '燈泡', 'Bumbilya'),
  burnTime: l10n('Burn time', '燃烧时间', '燃燒時間', 'Tagal ng sindi'),
  insulation: l10n('Insulation', '保温性能', '保溫性能', 'Insulation'),
  protection: l10n('Protection', '防护', '防護', 'Proteksyon'),
  skinType: l10n('Skin type', '适用肤质', '適用膚質', 'Uri ng balat'),
  features: l10n('Features', '特点', '特點', 'Mga katangian'),
  howToUse: l10n('How to use', '使用方法', '使用方法', 'Paano gamitin'),
  care: l10n('Care', '洗护', '護理', 'Pangangalaga'),
  shelfLife: l10n('Shelf life after opening', '开封后保质期', '開封後保質期', 'Tagal matapos buksan'),
  origin: l10n('Origin', '产地', '產地', 'Pinagmulan'),
} satisfies Record<string, L10n>;

export type SpecKey = keyof typeof SPEC_NAMES;
/** Spec values by name; `null` removes a row the product's category would otherwise add. */
export type SpecValues = Partial<Record<SpecKey, L10n | null>>;

const COUNTRIES = {
  portugal: l10n('Portugal', '葡萄牙', '葡萄牙', 'Portugal'),
  italy: l10n('Italy', '意大利', '意大利', 'Italya'),
  spain: l10n('Spain', '西班牙', '西班牙', 'Espanya'),
  lithuania: l10n('Lithuania', '立陶宛', '立陶宛', 'Lithuania'),
  japan: l10n('Japan', '日本', '日本', 'Hapon'),
  kyoto: l10n('Kyoto, Japan', '日本京都', '日本京都', 'Kyoto, Hapon'),
  uk: l10n('the United Kingdom', '英国', '英國', 'United Kingdom'),
  scotland: l10n('Scotland', '苏格兰', '蘇格蘭', 'Eskosya'),
  france: l10n('France', '法国', '法國', 'Pransiya'),
  germany: l10n('Germany', '德国', '德國', 'Alemanya'),
  denmark: l10n('Denmark', '丹麦', '丹麥', 'Denmark'),
  greece: l10n('Greece', '希腊', '希臘', 'Gresya'),
  turkey: l10n('Turkey', '土耳其', '土耳其', 'Turkiya'),
  korea: l10n('South Korea', '韩国', '韓國', 'Timog Korea'),
  vietnam: l10n('Vietnam', '越南', '越南', 'Vietnam'),
  morocco: l10n('Morocco', '摩洛哥', '摩洛哥', 'Morocco'),
} satisfies Record<string, L10n>;

/** "Made in …" for each country the demo products come from. */
export const MADE_IN = Object.fromEntries(
  Object.entries(COUNTRIES).map(([key, c]) => [key, l10n(`Made in ${c.en}`, `${c.zh}制造`, `${c['zh-HK']}製造`, `Gawa sa ${c.fil}`)]),
) as Record<keyof typeof COUNTRIES, L10n>;

/** Care instructions shared by several products. */
export const CARE = {
  machineCold: l10n('Machine wash cold, line dry', '冷水机洗，晾干', '冷水機洗，晾乾', 'Labhan sa makina sa malamig na tubig, isampay para matuyo'),
  machine30: l10n(
    'Machine wash at 30 °C, tumble dry low',
    '30 °C 机洗，低温烘干',
    '30 °C 機洗，低溫乾衣',
    'Labhan sa makina sa 30 °C, patuyuin sa dryer sa mahinang init',
  ),
  machine40: l10n(
    'Machine wash at 40 °C, tumble dry low',
    '40 °C 机洗，低温烘干',
    '40 °C 機洗，低溫乾衣',
    'Labhan sa makina sa 40 °C, patuyuin sa dryer sa mahinang init',
  ),
  linen: l10n(
    'Machine wash at 40 °C; iron while still damp',
    '40 °C 机洗；趁微湿时熨烫',
    '40 °C 機洗；趁半乾時熨燙',
    'Labhan sa makina sa 40 °C; plantsahin habang medyo basa pa',
  ),
  wool: l10n(
    'Hand wash cold with wool detergent, dry flat',
    '使用羊毛洗涤剂冷水手洗，平铺晾干',
    '用羊毛洗衣液冷水手洗，平放晾乾',
    'Labhan ng kamay sa malamig na tubig gamit ang sabong pang-wool, patuyuin nang nakalatag',
  ),
  delicate: l10n(
    'Hand wash cold or dry clean; cool iron',
    '冷水手洗或干洗；低温熨烫',
    '冷水手洗或乾洗；低溫熨燙',
    'Labhan ng kamay sa malamig na tubig o i-dry clean; plantsahin sa mahinang init',
  ),
  dryClean: l10n('Dry clean only', '仅限干洗', '只可乾洗', 'Dry clean lamang'),
  waxed: l10n(
    'Sponge clean with cold water; re-wax once a year',
    '用海绵蘸冷水清洁；每年重新上蜡一次',
    '用海綿蘸凍水清潔；每年重新上蠟一次',
    'Linisin gamit ang espongha at malamig na tubig; i-wax muli isang beses sa isang taon',
  ),
  leather: l10n(
    'Wipe with a soft dry cloth; condition twice a year',
    '用柔软干布擦拭；每年护理两次',
    '用柔軟乾布抹淨；每年護理兩次',
    'Punasan ng malambot at tuyong tela; lagyan ng leather conditioner dalawang beses sa isang taon',
  ),
  leatherShoes: l10n(
    'Brush off dirt after wear; condition the leather every few months',
    '穿后刷去污垢；每隔几个月护理一次皮革',
    '穿後掃走污垢；每隔幾個月護理一次皮革',
    'Alisin ang dumi gamit ang brush pagkasuot; lagyan ng conditioner ang leather bawat ilang buwan',
  ),
  suede: l10n(
    'Brush with a suede brush; refresh with protector spray',
    '用麂皮刷打理；定期喷涂防护喷雾',
    '用麂皮刷打理；定期噴上防護噴霧',
    'I-brush gamit ang suede brush; i-spray muli ng protector paminsan-minsan',
  ),
  spotClean: l10n(
    'Spot clean with mild soap and water',
    '用温和的肥皂水局部清洁',
    '用溫和的梘液局部清潔',
    'Linisin ang mantsa gamit ang banayad na sabon at tubig',
  ),
  wipe: l10n('Wipe clean with a soft, damp cloth', '用柔软的湿布擦拭清洁', '用柔軟濕布抹淨', 'Punasan ng malambot at basang tela'),
  dishwasher: l10n('Dishwasher and microwave safe', '可用洗碗机和微波炉', '可用洗碗碟機及微波爐', 'Puwede sa dishwasher at microwave'),
  handWashOnly: l10n('Hand wash only', '仅限手洗', '只可手洗', 'Hugasan ng kamay lamang'),
};

const SHELF_12_MONTHS = l10n('12 months', '12个月', '12個月', '12 buwan');

/** Rows every product of a category gets; a child category adds to (and overrides) its parent's. */
export const CATEGORY_SPECS: Record<string, SpecValues> = {
  women: {
    fit: l10n('True to size; order your usual size', '尺码标准，按平时尺码选购即可', '尺碼標準，按平時尺碼選購即可', 'Tamang sukat; piliin ang karaniwan mong size'),
    care: CARE.machineCold,
    origin: MADE_IN.portugal,
  },
  men: {
    fit: l10n('Regular fit, true to size', '常规版型，尺码标准', '標準剪裁，尺碼準確', 'Regular fit, tamang sukat'),
    care: CARE.machine30,
    origin: MADE_IN.portugal,
  },
  shoes: {
    fit: l10n(
      'True to size; if you are between sizes, go up',
      '尺码标准；介于两个尺码之间请选大一码',
      '尺碼標準；介乎兩個尺碼之間請選大一碼',
      'Tamang sukat; kung nasa pagitan ka ng dalawang sukat, piliin ang mas malaki',
    ),
    care: CARE.leatherShoes,
    origin: MADE_IN.portugal,
  },
  'bags-accessories': { care: CARE.leather, origin: MADE_IN.italy },
  'home-living': { care: CARE.wipe, origin: MADE_IN.portugal },
  'kitchen-dining': { care: CARE.dishwasher, origin: MADE_IN.japan },
  beauty: { shelfLife: SHELF_12_MONTHS, origin: MADE_IN.france },
};

/**
 * The spec rows of a product: its category's (parent first) merged with its own, in the order of
 * SPEC_NAMES. Rows set to `null` are left out.
 */
export function mergeSpecs(categorySlug: string, own: SpecValues | undefined, categories: DemoCategory[]): Array<{ name: L10n; value: L10n }> {
  const chain: string[] = [];
  for (let slug: string | undefined = categorySlug; slug; slug = categories.find((c) => c.slug === slug)?.parent) chain.unshift(slug);
  const merged: SpecValues = Object.assign({}, ...chain.map((slug) => CATEGORY_SPECS[slug] ?? {}), own ?? {});
  return (Object.keys(SPEC_NAMES) as SpecKey[])
    .filter((key) => merged[key])
    .map((key) => ({ name: SPEC_NAMES[key], value: merged[key]! }));
}
