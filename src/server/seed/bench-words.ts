/** Word lists (English, Simplified Chinese) for generated benchmark catalogues. Pure data. */

export type Pair = readonly [en: string, zh: string];

export const BENCH_CATEGORIES: ReadonlyArray<{ slug: string; name: Pair; nouns: Pair[] }> = [
  { slug: 'bench-electronics', name: ['Electronics', '电子产品'], nouns: [['Headphones', '耳机'], ['Speaker', '音箱'], ['Charger', '充电器'], ['Keyboard', '键盘'], ['Mouse', '鼠标'], ['Power Bank', '充电宝'], ['Camera', '相机'], ['Earbuds', '耳塞']] },
  { slug: 'bench-kitchen', name: ['Kitchen', '厨房用品'], nouns: [['Frying Pan', '煎锅'], ['Knife Set', '刀具套装'], ['Cutting Board', '砧板'], ['Teapot', '茶壶'], ['Mixing Bowl', '搅拌碗'], ['Coffee Grinder', '咖啡研磨机'], ['Spatula', '锅铲'], ['Kettle', '水壶']] },
  { slug: 'bench-outdoor', name: ['Outdoor', '户外运动'], nouns: [['Tent', '帐篷'], ['Sleeping Bag', '睡袋'], ['Hiking Pole', '登山杖'], ['Camping Chair', '露营椅'], ['Headlamp', '头灯'], ['Cooler', '保温箱'], ['Hammock', '吊床'], ['Rain Jacket', '雨衣']] },
  { slug: 'bench-toys', name: ['Toys', '玩具'], nouns: [['Building Blocks', '积木'], ['Puzzle', '拼图'], ['Teddy Bear', '泰迪熊'], ['Toy Car', '玩具车'], ['Kite', '风筝'], ['Board Game', '桌游'], ['Doll', '玩偶'], ['Yo-yo', '悠悠球']] },
  { slug: 'bench-books', name: ['Books & Stationery', '图书文具'], nouns: [['Notebook', '笔记本'], ['Fountain Pen', '钢笔'], ['Planner', '日程本'], ['Sketchbook', '素描本'], ['Bookmark', '书签'], ['Pencil Case', '笔袋'], ['Journal', '手账'], ['Desk Organizer', '桌面收纳盒']] },
  { slug: 'bench-garden', name: ['Garden', '园艺'], nouns: [['Watering Can', '洒水壶'], ['Plant Pot', '花盆'], ['Pruning Shears', '修枝剪'], ['Garden Gloves', '园艺手套'], ['Seed Kit', '种子套装'], ['Bird Feeder', '喂鸟器'], ['Trowel', '小铲子'], ['Planter Box', '种植箱']] },
  { slug: 'bench-pets', name: ['Pet Supplies', '宠物用品'], nouns: [['Dog Bed', '狗窝'], ['Cat Toy', '猫玩具'], ['Leash', '牵引绳'], ['Pet Bowl', '宠物碗'], ['Scratching Post', '猫抓柱'], ['Pet Carrier', '宠物包'], ['Collar', '项圈'], ['Grooming Brush', '梳毛刷']] },
  { slug: 'bench-office', name: ['Office', '办公用品'], nouns: [['Desk Lamp', '台灯'], ['Office Chair', '办公椅'], ['Monitor Stand', '显示器支架'], ['File Folder', '文件夹'], ['Whiteboard', '白板'], ['Stapler', '订书机'], ['Desk Mat', '桌垫'], ['Laptop Sleeve', '电脑内胆包']] },
  { slug: 'bench-fitness', name: ['Fitness', '健身器材'], nouns: [['Yoga Mat', '瑜伽垫'], ['Dumbbell', '哑铃'], ['Jump Rope', '跳绳'], ['Resistance Band', '弹力带'], ['Foam Roller', '泡沫轴'], ['Kettlebell', '壶铃'], ['Water Bottle', '运动水壶'], ['Gym Bag', '健身包']] },
  { slug: 'bench-travel', name: ['Travel', '旅行用品'], nouns: [['Suitcase', '行李箱'], ['Neck Pillow', '颈枕'], ['Packing Cubes', '收纳袋'], ['Passport Holder', '护照夹'], ['Travel Adapter', '转换插头'], ['Toiletry Bag', '洗漱包'], ['Luggage Tag', '行李牌'], ['Backpack', '背包']] },
  { slug: 'bench-jewelry', name: ['Jewelry', '珠宝首饰'], nouns: [['Necklace', '项链'], ['Bracelet', '手链'], ['Earrings', '耳环'], ['Ring', '戒指'], ['Brooch', '胸针'], ['Anklet', '脚链'], ['Pendant', '吊坠'], ['Hair Clip', '发夹']] },
  { slug: 'bench-baby', name: ['Baby', '母婴用品'], nouns: [['Baby Blanket', '婴儿毯'], ['Bib', '围兜'], ['Rattle', '摇铃'], ['Baby Bottle', '奶瓶'], ['Onesie', '连体衣'], ['Teether', '牙胶'], ['Stroller Fan', '推车风扇'], ['Baby Carrier', '婴儿背带']] },
];

export const BENCH_ADJECTIVES: Pair[] = [
  ['Classic', '经典'], ['Modern', '现代'], ['Vintage', '复古'], ['Compact', '小巧'], ['Premium', '高级'],
  ['Lightweight', '轻量'], ['Portable', '便携'], ['Deluxe', '豪华'], ['Eco', '环保'], ['Smart', '智能'],
  ['Rustic', '质朴'], ['Minimal', '极简'], ['Cozy', '舒适'], ['Durable', '耐用'], ['Handmade', '手工'],
  ['Waterproof', '防水'], ['Wireless', '无线'], ['Ergonomic', '人体工学'], ['Foldable', '可折叠'], ['Organic', '有机'],
];

export const BENCH_MATERIALS: Pair[] = [
  ['Bamboo', '竹制'], ['Steel', '不锈钢'], ['Leather', '真皮'], ['Cotton', '纯棉'], ['Ceramic', '陶瓷'], ['Glass', '玻璃'],
  ['Oak', '橡木'], ['Wool', '羊毛'], ['Linen', '亚麻'], ['Silicone', '硅胶'], ['Red', '红色'], ['Blue', '蓝色'],
  ['Black', '黑色'], ['White', '白色'], ['Green', '绿色'], ['Golden', '金色'],
];

export const BENCH_COLORS: ReadonlyArray<{ value: string; name: Pair }> = [
  { value: 'black', name: ['Black', '黑色'] }, { value: 'white', name: ['White', '白色'] }, { value: 'red', name: ['Red', '红色'] },
  { value: 'blue', name: ['Blue', '蓝色'] }, { value: 'green', name: ['Green', '绿色'] }, { value: 'grey', name: ['Grey', '灰色'] },
  { value: 'pink', name: ['Pink', '粉色'] }, { value: 'yellow', name: ['Yellow', '黄色'] },
];

export const BENCH_SIZES = ['S', 'M', 'L', 'XL'];

export const BENCH_TAGS: ReadonlyArray<{ slug: string; name: Pair }> = [
  { slug: 'new', name: ['New', '新品'] }, { slug: 'bestseller', name: ['Bestseller', '热销'] }, { slug: 'sale', name: ['Sale', '特价'] },
  { slug: 'gift-idea', name: ['Gift Idea', '礼物推荐'] }, { slug: 'organic', name: ['Organic', '有机'] },
];

/** Motif and colour of the shared images every generated product points at. */
export const BENCH_IMAGES: ReadonlyArray<{ motif: string; hex: string }> = [
  { motif: 'bag', hex: '#8b4a1f' }, { motif: 'mug', hex: '#9caf88' }, { motif: 'lamp', hex: '#c9a24a' }, { motif: 'bottle', hex: '#3b5b8c' },
  { motif: 'shoe', hex: '#c8102e' }, { motif: 'book', hex: '#1f2a44' }, { motif: 'watch', hex: '#1f1f1f' }, { motif: 'plant', hex: '#c0623b' },
];
