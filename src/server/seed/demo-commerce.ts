/** The demo shop's shipping zones, promotions and coupons (pure data). */
import { l10n } from './demo-data.ts';

export const demoShippingZones = [
  {
    name: 'North America',
    countries: ['US', 'CA'],
    methods: [
      { name: l10n('Standard (free over $50)', '标准配送（满50美元免运费）', '標準配送（滿50美元免運費）', 'Standard (libre kapag higit $50)'), kind: 'free_over' as const, rate: 695, freeOver: 5000, minDays: 3, maxDays: 6 },
      { name: l10n('Express', '加急配送', '特快配送', 'Express'), kind: 'flat' as const, rate: 1995, minDays: 1, maxDays: 2 },
    ],
  },
  {
    name: 'Asia Pacific',
    countries: ['CN', 'HK', 'TW', 'MO', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'AU', 'NZ', 'IN'],
    methods: [
      { name: l10n('Standard', '标准配送', '標準配送', 'Standard'), kind: 'free_over' as const, rate: 995, freeOver: 8000, minDays: 5, maxDays: 10 },
      { name: l10n('By weight (tracked)', '按重量计费（可追踪）', '按重量計費（可追蹤）', 'Ayon sa timbang (may tracking)'), kind: 'weight' as const, rate: 800, perKg: 400, minDays: 4, maxDays: 7 },
    ],
  },
  {
    name: 'Rest of the world',
    countries: [],
    methods: [{ name: l10n('International', '国际配送', '國際配送', 'Internasyonal'), kind: 'flat' as const, rate: 2495, minDays: 7, maxDays: 14 }],
  },
];

export const demoPromotions = [
  {
    slug: 'buy-3-save-15',
    title: l10n('Buy 3 or more, save 15%', '买3件及以上享85折', '買3件或以上享85折', 'Bumili ng 3 o higit pa, makatipid ng 15%'),
    description: l10n('Mix and match anything in the shop.', '全场任选搭配。', '全店任選配搭。', 'Pumili ng kahit ano sa tindahan.'),
    kind: 'buy_n' as const,
    threshold: 3,
    discountType: 'percent' as const,
    value: 15,
  },
  {
    slug: 'spend-150-save-20',
    title: l10n('Spend $150, get $20 off', '满150美元减20美元', '滿150美元減20美元', 'Gumastos ng $150, bawas $20'),
    description: l10n('Applied automatically at checkout.', '结账时自动抵扣。', '結帳時自動扣減。', 'Awtomatikong ilalapat sa checkout.'),
    kind: 'over_x' as const,
    threshold: 15000,
    discountType: 'amount' as const,
    value: 2000,
  },
];

export const demoCoupons = [
  {
    code: 'WELCOME10',
    title: l10n('10% off your order', '订单立减10%', '訂單減10%', '10% bawas sa iyong order'),
    description: l10n('For orders over $30. Combines with other stackable coupons.', '订单满30美元可用，可与其他可叠加优惠券同时使用。', '訂單滿30美元可用，可與其他可疊加優惠券同時使用。', 'Para sa order na higit $30. Puwedeng isabay sa ibang stackable na kupon.'),
    discountType: 'percent' as const,
    value: 10,
    threshold: 3000,
    stackable: true,
  },
  {
    code: 'FREESHIP5',
    title: l10n('$5 off, no minimum', '立减5美元，无门槛', '立減5美元，無門檻', '$5 bawas, walang minimum'),
    description: l10n('Stackable with WELCOME10.', '可与WELCOME10叠加。', '可與WELCOME10疊加。', 'Puwedeng isabay sa WELCOME10.'),
    discountType: 'amount' as const,
    value: 500,
    threshold: 0,
    stackable: true,
  },
  {
    code: 'BIGBASKET',
    title: l10n('$25 off orders over $200', '满200美元减25美元', '滿200美元減25美元', '$25 bawas sa order na higit $200'),
    description: l10n('Cannot be combined with other coupons. Limited to 100 uses.', '不可与其他优惠券同时使用，限用100次。', '不可與其他優惠券同時使用，限用100次。', 'Hindi maisasabay sa ibang kupon. Hanggang 100 gamit lang.'),
    discountType: 'amount' as const,
    value: 2500,
    threshold: 20000,
    stackable: false,
    usageLimit: 100,
  },
  {
    code: 'HELLO-NEW',
    title: l10n('Welcome gift: $8 off', '新人礼：立减8美元', '新人禮：立減8美元', 'Regalo sa bagong kasapi: $8 bawas'),
    description: l10n('Granted when you create an account.', '注册账户即可获得。', '註冊帳戶即可獲得。', 'Ibinibigay kapag gumawa ka ng account.'),
    discountType: 'amount' as const,
    value: 800,
    threshold: 4000,
    stackable: true,
    gift: true,
  },
];
