/**
 * The demo shop's journal: care guides, style notes and behind-the-scenes articles in the four
 * display languages. Pure data; bodies are simple HTML with links built per language, and are
 * sanitised by the seeder before they are stored.
 */
import type { PageTarget } from '../../shared/routes.ts';
import { DEMO_LANGS, l10n, type DemoLang, type L10n } from './demo-data.ts';
import { href } from './demo-page-texts.ts';

export interface DemoArticle {
  slug: string;
  title: L10n;
  excerpt: L10n;
  /** HTML per language (unsanitised; see demo.server.ts). */
  body: L10n;
  author: string;
  tags: string[];
  /** Published this many days before the seed runs. */
  daysAgo: number;
  /** Base colour of the generated thumbnail. */
  hex: string;
}

type Link = (slug: string) => string;

/** Builds an article body from a function of the language's category links. */
const body = (texts: (cat: Link) => L10n): L10n =>
  Object.fromEntries(
    DEMO_LANGS.map((lang: DemoLang) => [lang, texts((slug) => href({ type: 'category', slug } satisfies PageTarget, lang))[lang]]),
  ) as L10n;

export const demoArticles: DemoArticle[] = [
  {
    slug: 'how-to-care-for-linen',
    title: l10n('How to care for linen', '亚麻衣物护理指南', '亞麻衣物護理指南', 'Paano alagaan ang linen'),
    excerpt: l10n(
      'Wash cool, skip the softener and embrace the creases: simple rules for linen that lasts for decades.',
      '低温洗涤、不用柔顺剂、接受自然褶皱：让亚麻衣物穿上几十年的简单法则。',
      '低溫洗滌、不用柔順劑、接受自然摺痕：讓亞麻衣物穿上數十年的簡單法則。',
      'Labhan sa katamtamang init, iwasan ang softener at yakapin ang gusot: mga simpleng tuntunin para tumagal nang ilang dekada ang linen.',
    ),
    body: body((cat) =>
      l10n(
        `<p>Linen is one of the oldest fabrics in the world, and one of the easiest to live with once you know a few simple rules. Treated well, a linen shirt or dress will last for decades and get softer every year.</p><h2>Washing</h2><ul><li><strong>Wash at 30–40 °C</strong> on a gentle cycle with a mild detergent.</li><li>Skip bleach and fabric softener: they weaken the fibres and dull the colour.</li><li>Do not overload the machine, so the fabric can move freely.</li></ul><h2>Drying and ironing</h2><p>Line drying is best. Shake each piece out and hang it in the shade; for a crisp finish, iron while the fabric is still slightly damp. Or do not iron at all: a few soft creases are part of the charm of linen.</p><p>Ready to start? Browse our <a href="${cat('dresses')}">linen dresses</a>, <a href="${cat('shirts')}">shirts</a> and <a href="${cat('decor-lighting')}">cushion covers</a>.</p>`,
        `<p>亚麻是世界上最古老的面料之一，只要掌握几个简单的诀窍，它也是最好打理的面料之一。悉心照料的亚麻衬衫或连衣裙可以穿上几十年，而且一年比一年柔软。</p><h2>洗涤</h2><ul><li><strong>使用30–40 °C水温</strong>，选择轻柔模式和温和的洗涤剂。</li><li>不要使用漂白剂和柔顺剂：它们会削弱纤维，让颜色变得暗淡。</li><li>洗衣机不要装得太满，让衣物能自由翻动。</li></ul><h2>晾干与熨烫</h2><p>最好自然晾干。把每件衣物抖开后挂在阴凉处；喜欢挺括效果的话，可以趁微湿时熨烫。也可以完全不熨：几道柔和的褶皱正是亚麻的魅力所在。</p><p>准备好了吗？来看看我们的<a href="${cat('dresses')}">亚麻连衣裙</a>、<a href="${cat('shirts')}">衬衫</a>和<a href="${cat('decor-lighting')}">抱枕套</a>。</p>`,
        `<p>亞麻是世上最古老的布料之一，只要掌握幾個簡單竅門，它亦是最容易打理的布料之一。悉心照顧的亞麻恤衫或連身裙可以穿上數十年，而且一年比一年柔軟。</p><h2>洗滌</h2><ul><li><strong>用30–40 °C水溫</strong>，選擇輕柔模式及溫和的洗衣液。</li><li>切勿使用漂白水和柔順劑：它們會削弱纖維，令顏色變得暗啞。</li><li>洗衣機不要塞得太滿，讓衣物可以自由翻動。</li></ul><h2>晾乾與熨燙</h2><p>最好自然晾乾。把每件衣物抖開後掛在陰涼處；喜歡挺身效果的話，可趁半乾時熨燙。又或者索性不熨：幾道柔和的摺痕正是亞麻的魅力所在。</p><p>準備好未？看看我們的<a href="${cat('dresses')}">亞麻連身裙</a>、<a href="${cat('shirts')}">恤衫</a>及<a href="${cat('decor-lighting')}">靠墊套</a>。</p>`,
        `<p>Ang linen ay isa sa pinakamatatandang tela sa mundo, at isa rin sa pinakamadaling alagaan kapag alam mo ang ilang simpleng tuntunin. Kapag inalagaan nang tama, tatagal nang ilang dekada ang linen na kamiseta o bestida at lalo pang lalambot bawat taon.</p><h2>Paglalaba</h2><ul><li><strong>Labhan sa 30–40 °C</strong> sa gentle cycle gamit ang banayad na sabon.</li><li>Iwasan ang bleach at fabric softener: pinahihina nila ang hibla at pinapupusyaw ang kulay.</li><li>Huwag punuin nang husto ang makina para malayang gumalaw ang tela.</li></ul><h2>Pagpapatuyo at pagpaplantsa</h2><p>Pinakamainam ang pagsampay. Ipagpag ang bawat piraso at isampay sa lilim; kung gusto mo ng malutong na ayos, plantsahin habang medyo basa pa ang tela. O huwag nang plantsahin: bahagi ng ganda ng linen ang ilang malalambot na gusot.</p><p>Handa ka na? Tingnan ang aming mga <a href="${cat('dresses')}">linen na bestida</a>, <a href="${cat('shirts')}">kamiseta</a> at <a href="${cat('decor-lighting')}">cushion cover</a>.</p>`,
      ),
    ),
    author: 'Maya Santos',
    tags: ['care-guide', 'linen'],
    daysAgo: 3,
    hex: '#9caf88',
  },
  {
    slug: 'cashmere-care-guide',
    title: l10n('Cashmere care: wash, dry, store', '羊绒护理：洗涤、晾干与收纳', '羊絨護理：洗滌、晾乾與收納', 'Pag-aalaga sa cashmere: paglalaba, pagpapatuyo, pagtatago'),
    excerpt: l10n(
      'Wash it less often and more gently than you think, and your cashmere will stay soft for many winters.',
      '洗得比你想象的更少、更轻柔，羊绒就能柔软如初，陪你度过许多个冬天。',
      '洗得比你想像中更少、更輕柔，羊絨就能柔軟如初，陪你度過許多個冬天。',
      'Labhan ito nang mas madalang at mas maingat kaysa sa inaakala mo, at mananatiling malambot ang iyong cashmere sa maraming taglamig.',
    ),
    body: body((cat) =>
      l10n(
        `<p>A good cashmere sweater is an investment, and with a little care it will stay soft and shapely for many winters. The secret is to wash it less often, and more gently, than you might think.</p><h2>How to wash cashmere</h2><ul><li>Air your knitwear between wears; most of the time that is all it needs.</li><li>When it does need a wash, <strong>hand wash in cool water</strong> with a wool detergent and never wring it.</li><li>Roll it in a towel to press out the water, then dry it flat, away from the radiator.</li></ul><h2>Storing and pilling</h2><p>Fold knitwear rather than hanging it, which stretches the shoulders. Small bobbles are normal in the first weeks; lift them off with a cashmere comb. Over summer, store clean pieces in a cotton bag with a cedar block to keep moths away.</p><p>Find our <a href="${cat('tops-knitwear')}">cashmere and merino knitwear</a> and our <a href="${cat('accessories')}">wool and cashmere scarves</a>.</p>`,
        `<p>一件好的羊绒毛衣是一笔投资，稍加用心照料，它就能在许多个冬天里保持柔软有型。秘诀在于：洗的次数比你想象的更少，手法也更轻柔。</p><h2>如何洗涤羊绒</h2><ul><li>每次穿后挂起通风即可，大多数时候这样就足够了。</li><li>确实需要清洗时，请使用羊毛洗涤剂<strong>冷水手洗</strong>，切勿拧干。</li><li>用毛巾卷起按压吸水，然后远离暖气平铺晾干。</li></ul><h2>收纳与起球</h2><p>针织衫请折叠收纳，不要悬挂，以免肩部变形。最初几周出现小毛球属于正常现象，用羊绒梳轻轻梳去即可。夏天请把洗净的衣物放进棉质收纳袋，再放一块雪松木防蛀。</p><p>看看我们的<a href="${cat('tops-knitwear')}">羊绒与美利奴针织衫</a>，以及<a href="${cat('accessories')}">羊毛羊绒围巾</a>。</p>`,
        `<p>一件好的羊絨毛衣是一項投資，稍加用心照顧，它就能在許多個冬天裡保持柔軟有型。秘訣在於：洗的次數比你想像中更少，手法亦更輕柔。</p><h2>如何洗滌羊絨</h2><ul><li>每次穿後掛起透氣便可，大部分時候這樣已經足夠。</li><li>真的需要清洗時，請用羊毛洗衣液<strong>凍水手洗</strong>，切勿扭乾。</li><li>用毛巾捲起按壓吸水，然後遠離暖爐平放晾乾。</li></ul><h2>收納與起波</h2><p>針織衫請摺疊收納，不要掛起，以免膊頭變形。最初幾星期出現小毛粒屬正常現象，用羊絨梳輕輕梳走即可。夏天請把洗淨的衣物放進棉質收納袋，再放一塊雪松木防蟲蛀。</p><p>看看我們的<a href="${cat('tops-knitwear')}">羊絨及美利奴針織衫</a>，以及<a href="${cat('accessories')}">羊毛羊絨頸巾</a>。</p>`,
        `<p>Isang puhunan ang magandang cashmere na sweater, at sa kaunting pag-aalaga ay mananatili itong malambot at maayos ang hugis sa maraming taglamig. Ang sikreto: labhan ito nang mas madalang, at mas maingat, kaysa sa inaakala mo.</p><h2>Paano labhan ang cashmere</h2><ul><li>Pahanginan ang knitwear sa pagitan ng bawat suot; kadalasan, iyon lang ang kailangan nito.</li><li>Kapag kailangan na talagang labhan, <strong>labhan ng kamay sa malamig na tubig</strong> gamit ang sabong pang-wool at huwag itong pigain.</li><li>Irolyo ito sa tuwalya para mapiga ang tubig, saka patuyuin nang nakalatag, malayo sa heater.</li></ul><h2>Pagtatago at pilling</h2><p>Itupi ang knitwear sa halip na isabit, dahil nababatak ang balikat kapag nakasabit. Normal ang maliliit na bolitas sa mga unang linggo; alisin ang mga ito gamit ang cashmere comb. Sa tag-init, itago ang malilinis na piraso sa cotton na supot na may kahoy na cedar para hindi lapitan ng gamugamo.</p><p>Tingnan ang aming <a href="${cat('tops-knitwear')}">cashmere at merino na knitwear</a> at ang aming <a href="${cat('accessories')}">wool at cashmere na scarf</a>.</p>`,
      ),
    ),
    author: 'Lena Fischer',
    tags: ['care-guide', 'cashmere', 'knitwear'],
    daysAgo: 12,
    hex: '#b08355',
  },
  {
    slug: 'leather-care-101',
    title: l10n('Leather care 101: bags, boots and wallets', '皮革护理入门：包袋、靴子与钱包', '皮革護理入門：手袋、靴與銀包', 'Leather care 101: bag, bota at pitaka'),
    excerpt: l10n(
      'A few minutes a season keeps good leather supple, protected and ageing beautifully.',
      '每季花几分钟，就能让好皮革保持柔软、得到保护，并优雅地老去。',
      '每季花幾分鐘，就能讓好皮革保持柔軟、得到保護，並優雅地變老。',
      'Ilang minuto lang bawat season para manatiling malambot, protektado at magandang tumanda ang de-kalidad na leather.',
    ),
    body: body((cat) =>
      l10n(
        `<p>Good leather is made to age. Vegetable-tanned hides darken and soften with every year of use, developing a patina that is unique to you. A few minutes of care each season keeps them supple and protected.</p><h2>Everyday care</h2><ul><li>Wipe off dust and marks with a <strong>soft, dry cloth</strong>.</li><li>Let wet leather dry naturally at room temperature, never on a heater.</li><li>Stuff bags and boots with paper when you store them so they keep their shape.</li></ul><h2>Conditioning</h2><p>Twice a year, or whenever the leather looks dry, work in a little neutral leather balm with a cloth, leave it to soak in for an hour and then buff. Always test on a hidden spot first. Suede is different: use a suede brush and a protector spray instead of balm.</p><p>Shop our <a href="${cat('bags')}">leather bags</a>, <a href="${cat('boots')}">boots</a> and <a href="${cat('bags-accessories')}">small leather goods</a>.</p>`,
        `<p>好皮革生来就是为了岁月而造。植鞣皮革每用一年都会变得更深、更柔软，形成独属于你的光泽。每季花几分钟护理，就能让它保持柔韧，免受损伤。</p><h2>日常护理</h2><ul><li>用<strong>柔软的干布</strong>擦去灰尘和污渍。</li><li>皮革淋湿后请在室温下自然晾干，切勿放在暖气上烘烤。</li><li>收纳包袋和靴子时塞入纸团，帮助保持形状。</li></ul><h2>滋养保养</h2><p>每年两次，或每当皮革看起来干燥时，用布蘸少量中性皮革护理膏均匀涂抹，静置一小时让其吸收后再擦亮。请务必先在不显眼处测试。麂皮则不同：请用麂皮刷和防护喷雾，而不是护理膏。</p><p>选购我们的<a href="${cat('bags')}">皮革包袋</a>、<a href="${cat('boots')}">靴子</a>和<a href="${cat('bags-accessories')}">小皮件</a>。</p>`,
        `<p>好皮革生來就是為歲月而造。植鞣皮革每用一年都會變得更深、更柔軟，形成專屬於你的光澤。每季花幾分鐘護理，就能讓它保持柔韌，免受損傷。</p><h2>日常護理</h2><ul><li>用<strong>柔軟的乾布</strong>抹走灰塵和污漬。</li><li>皮革淋濕後請在室溫下自然風乾，切勿放在暖爐上烘乾。</li><li>收納手袋和靴時塞入紙團，有助保持形狀。</li></ul><h2>滋潤保養</h2><p>每年兩次，或每當皮革看來乾燥時，用布蘸少量中性皮革護理膏均勻塗抹，靜置一小時讓其吸收後再擦亮。請務必先在不顯眼處測試。麂皮則不同：請用麂皮刷和防護噴霧，而不是護理膏。</p><p>選購我們的<a href="${cat('bags')}">皮革手袋</a>、<a href="${cat('boots')}">靴</a>及<a href="${cat('bags-accessories')}">小皮具</a>。</p>`,
        `<p>Ginawa para tumanda ang de-kalidad na leather. Ang vegetable-tanned na katad ay dumidilim at lumalambot sa bawat taon ng paggamit, at nagkakaroon ng patina na sa iyo lang. Sapat na ang ilang minutong pag-aalaga bawat season para manatili itong malambot at protektado.</p><h2>Pang-araw-araw na pag-aalaga</h2><ul><li>Punasan ang alikabok at mantsa gamit ang <strong>malambot at tuyong tela</strong>.</li><li>Hayaang matuyo nang natural sa temperatura ng kuwarto ang nabasang leather, huwag kailanman sa ibabaw ng heater.</li><li>Lagyan ng papel ang loob ng bag at bota kapag itinatago para hindi mawala ang hugis.</li></ul><h2>Pagkokondisyon</h2><p>Dalawang beses sa isang taon, o tuwing mukhang tuyo ang leather, magpahid ng kaunting neutral na leather balm gamit ang tela, hayaang sumipsip nang isang oras, saka pakintabin. Laging subukan muna sa nakatagong bahagi. Iba ang suede: gumamit ng suede brush at protector spray sa halip na balm.</p><p>Mamili ng aming <a href="${cat('bags')}">leather na bag</a>, <a href="${cat('boots')}">bota</a> at <a href="${cat('bags-accessories')}">maliliit na gamit na leather</a>.</p>`,
      ),
    ),
    author: 'Daniel Ho',
    tags: ['care-guide', 'leather'],
    daysAgo: 22,
    hex: '#8b4a1f',
  },
  {
    slug: 'summer-capsule-wardrobe',
    title: l10n('Ten pieces, thirty outfits: a summer capsule', '十件单品，三十套穿搭：夏日胶囊衣橱', '十件單品，三十套配搭：夏日膠囊衣櫥', 'Sampung piraso, tatlumpung porma: isang summer capsule'),
    excerpt: l10n(
      'Two neutrals, one accent colour and ten hard-working pieces: a month of summer outfits without a repeat.',
      '两种中性色、一种点缀色、十件百搭单品：整个夏天一个月不重样。',
      '兩種中性色、一種點綴色、十件百搭單品：整個夏天一個月不重複。',
      'Dalawang neutral na kulay, isang accent at sampung maaasahang piraso: isang buwan ng porma sa tag-init nang walang ulit.',
    ),
    body: body((cat) =>
      l10n(
        `<p>Packing for a holiday, or simply tired of a full wardrobe with nothing to wear? A capsule of ten pieces in a few easy colours can give you a month of outfits without a single repeat.</p><h2>The ten pieces</h2><ul><li>Two dresses: a <strong>linen shirt dress</strong> and a floral midi.</li><li>Three tops: a striped tee, a silk blouse and a linen camp shirt.</li><li>Two bottoms: wide-leg linen trousers and a pleated midi skirt.</li><li>Three pairs of shoes: white sneakers, leather sandals and espadrilles.</li></ul><h2>Making it work</h2><p>Stick to two neutrals, white and sage for example, plus one accent colour, so that everything goes with everything. A straw bag or a silk bandana adds variety; let the accessories do the talking.</p><p>Start with our <a href="${cat('dresses')}">dresses</a>, the <a href="${cat('women')}">women's collection</a> and our <a href="${cat('sneakers')}">sneakers</a>.</p>`,
        `<p>正在为假期收拾行李，或者厌倦了衣柜塞得满满却总觉得没衣服穿？用几种好搭配的颜色组成十件单品的胶囊衣橱，就能一个月每天穿搭不重样。</p><h2>十件单品</h2><ul><li>两条连衣裙：一条<strong>亚麻衬衫裙</strong>和一条碎花中长裙。</li><li>三件上衣：条纹T恤、真丝衬衫和亚麻古巴领衬衫。</li><li>两件下装：亚麻阔腿裤和百褶中长半身裙。</li><li>三双鞋：白色运动鞋、皮凉鞋和草编鞋。</li></ul><h2>搭配诀窍</h2><p>坚持两种中性色（例如白色和鼠尾草绿），再加一种点缀色，这样每件都能互相搭配。草编包或真丝方巾能增添变化，让配饰成为亮点。</p><p>从我们的<a href="${cat('dresses')}">连衣裙</a>、<a href="${cat('women')}">女装系列</a>和<a href="${cat('sneakers')}">运动鞋</a>开始吧。</p>`,
        `<p>正在為假期執拾行李，還是厭倦了衣櫃塞得滿滿卻總覺得沒衣服穿？用幾種易配襯的顏色組成十件單品的膠囊衣櫥，就能一個月每天配搭不重複。</p><h2>十件單品</h2><ul><li>兩條連身裙：一條<strong>亞麻恤衫裙</strong>和一條碎花中長裙。</li><li>三件上衣：條紋T恤、真絲恤衫和亞麻古巴領恤衫。</li><li>兩件下裝：亞麻闊腳褲和百褶中長半身裙。</li><li>三對鞋：白色波鞋、皮涼鞋和草編鞋。</li></ul><h2>配搭竅門</h2><p>堅持兩種中性色（例如白色和鼠尾草綠），再加一種點綴色，這樣每件都能互相配襯。草編袋或真絲方巾能增添變化，讓配飾成為焦點。</p><p>由我們的<a href="${cat('dresses')}">連身裙</a>、<a href="${cat('women')}">女裝系列</a>及<a href="${cat('sneakers')}">波鞋</a>開始吧。</p>`,
        `<p>Nag-iimpake para sa bakasyon, o pagod ka na lang sa punong aparador na parang wala namang maisuot? Ang capsule na may sampung piraso sa ilang madaling kulay ay makapagbibigay sa iyo ng isang buwang porma nang walang inuulit.</p><h2>Ang sampung piraso</h2><ul><li>Dalawang bestida: isang <strong>linen na shirt dress</strong> at isang floral na midi.</li><li>Tatlong pang-itaas: guhit-guhit na T-shirt, silk na blusa at linen na camp shirt.</li><li>Dalawang pang-ibaba: wide-leg na linen na pantalon at pleated na midi na palda.</li><li>Tatlong pares ng sapatos: puting sneakers, leather na sandalyas at espadrilles.</li></ul><h2>Paano ito pagaganahin</h2><p>Manatili sa dalawang neutral na kulay, halimbawa puti at sage, at isang accent na kulay, para bagay ang lahat sa lahat. Nagdadagdag ng iba't ibang dating ang straw bag o silk na bandana; hayaang ang mga aksesorya ang magsalita.</p><p>Magsimula sa aming mga <a href="${cat('dresses')}">bestida</a>, sa <a href="${cat('women')}">koleksyong pambabae</a> at sa aming <a href="${cat('sneakers')}">sneakers</a>.</p>`,
      ),
    ),
    author: 'Grace Villanueva',
    tags: ['style-notes', 'summer'],
    daysAgo: 33,
    hex: '#e8b4b8',
  },
  {
    slug: 'a-morning-with-our-kyoto-potters',
    title: l10n('A morning with our potters in Kyoto', '与京都陶艺师共度的一个早晨', '與京都陶藝師共度的一個早上', 'Isang umaga kasama ang aming mga magpapalayok sa Kyoto'),
    excerpt: l10n(
      'Three generations, two kilns and a glaze made from local clay: behind the scenes of our speckled stoneware.',
      '三代人、两座窑、用本地黏土调配的釉料：走进我们斑点炻器的幕后故事。',
      '三代人、兩座窰、用本地黏土調配的釉料：走進我們斑點炻器的幕後故事。',
      'Tatlong henerasyon, dalawang pugon at glaze mula sa lokal na luwad: sa likod ng aming speckled stoneware.',
    ),
    body: body((cat) =>
      l10n(
        `<p>Our speckled mugs and pasta bowls are made by a family workshop in the hills east of Kyoto, where three generations share one studio and two kilns. We visited this spring to plan next season's glazes.</p><h2>From clay to kiln</h2><p>Each mug is thrown on the wheel, trimmed the next day and left to dry slowly for a week. After a first firing it is dipped by hand in a glaze mixed with local iron-rich clay, which gives the speckles. A second firing at 1,250 °C makes it strong enough for daily use and the dishwasher.</p><h2>Why small batches</h2><ul><li>Every piece is checked by hand, so seconds never reach you.</li><li>Firing one full kiln a week keeps energy use low.</li><li><strong>No two glazes come out quite the same</strong>, which is exactly what we love about them.</li></ul><p>See the results in our <a href="${cat('kitchen-dining')}">kitchen and dining range</a>.</p>`,
        `<p>我们的斑点马克杯和意面碗，出自京都东部山间的一家家庭工坊，三代人共用一间工作室和两座窑。今年春天我们前去拜访，一起规划下一季的釉色。</p><h2>从黏土到窑火</h2><p>每只马克杯都在拉坯机上成型，第二天修坯，再慢慢阴干一周。素烧之后，工匠会用手将它浸入掺有本地富铁黏土的釉料中，斑点便由此而来。再经1250 °C的二次烧制，杯子就足够坚固，可以天天使用，也能放进洗碗机。</p><h2>为什么坚持小批量</h2><ul><li>每件作品都经过人工检查，次品绝不会送到你手上。</li><li>每周只烧一整窑，能耗更低。</li><li><strong>没有两件釉色完全相同</strong>，这正是我们喜爱它们的原因。</li></ul><p>在我们的<a href="${cat('kitchen-dining')}">厨房与餐桌系列</a>中看看成果吧。</p>`,
        `<p>我們的斑點馬克杯和意粉碗，出自京都東面山間的一間家庭工場，三代人共用一間工作室和兩座窰。今年春天我們前往探訪，一同計劃下一季的釉色。</p><h2>由黏土到窰火</h2><p>每隻馬克杯都在拉坯機上成形，翌日修坯，再慢慢陰乾一星期。素燒之後，工匠會用手把它浸入混有本地富鐵黏土的釉料中，斑點便由此而來。再經1250 °C的二次燒製，杯子就足夠堅固，可以天天使用，也能放進洗碗碟機。</p><h2>為何堅持小批量</h2><ul><li>每件作品都經人手檢查，次貨絕不會送到你手上。</li><li>每星期只燒一整窰，能耗更低。</li><li><strong>沒有兩件釉色完全相同</strong>，這正是我們喜愛它們的原因。</li></ul><p>在我們的<a href="${cat('kitchen-dining')}">廚房與餐桌系列</a>中看看成果吧。</p>`,
        `<p>Ang aming mga speckled na tasa at pasta bowl ay gawa ng isang pampamilyang workshop sa mga burol sa silangan ng Kyoto, kung saan magkakasama ang tatlong henerasyon sa iisang studio at dalawang pugon. Bumisita kami ngayong tagsibol para planuhin ang mga glaze ng susunod na season.</p><h2>Mula luwad hanggang pugon</h2><p>Hinuhubog sa gulong ang bawat tasa, inaayos kinabukasan at hinahayaang dahan-dahang matuyo nang isang linggo. Pagkatapos ng unang pagluluto, isinasawsaw ito ng kamay sa glaze na hinaluan ng lokal na luwad na mayaman sa bakal, na siyang nagbibigay ng mga batik. Ang ikalawang pagluluto sa 1,250 °C ang nagpapatibay dito para sa araw-araw na gamit at sa dishwasher.</p><h2>Bakit paunti-unti</h2><ul><li>Sinusuri ng kamay ang bawat piraso, kaya hindi kailanman makararating sa iyo ang may depekto.</li><li>Isang punong pugon lang bawat linggo, kaya mababa ang gamit na enerhiya.</li><li><strong>Walang dalawang glaze na lumalabas na magkaparehong-magkapareho</strong>, at iyon mismo ang gusto namin sa mga ito.</li></ul><p>Tingnan ang resulta sa aming <a href="${cat('kitchen-dining')}">mga gamit sa kusina at kainan</a>.</p>`,
      ),
    ),
    author: 'Kenji Mori',
    tags: ['behind-the-scenes', 'makers', 'ceramics'],
    daysAgo: 45,
    hex: '#c0623b',
  },
  {
    slug: 'skincare-routine-order',
    title: l10n('In what order should you apply skincare?', '护肤品应该按什么顺序使用？', '護膚品應該按甚麼次序使用？', 'Sa anong pagkakasunod dapat ipahid ang skincare?'),
    excerpt: l10n(
      'Thinnest to thickest, and sunscreen last: a simple morning and evening routine that lets every product work.',
      '由薄到厚，防晒最后：简单的早晚护肤流程，让每件产品都发挥作用。',
      '由薄到厚，防曬最後：簡單的早晚護膚流程，讓每件產品都發揮作用。',
      'Mula sa pinakamanipis hanggang sa pinakamakapal, at sunscreen sa huli: isang simpleng routine sa umaga at gabi para gumana ang bawat produkto.',
    ),
    body: body((cat) =>
      l10n(
        `<p>Serums, creams, oils, sunscreen: the order in which you apply them matters as much as what is in them. The simple rule is <strong>thinnest to thickest</strong>, so that each layer can reach your skin.</p><h2>Morning</h2><ul><li>Cleanse with a gentle, pH-balanced cleanser.</li><li>Apply a vitamin C serum to damp skin.</li><li>Follow with a moisturiser.</li><li>Finish with SPF 50, every day, even when it is cloudy.</li></ul><h2>Evening</h2><p>Cleanse twice if you wore sunscreen or make-up, then apply a hydrating cream. Body care follows the same logic: exfoliate with a scrub twice a week, and seal in moisture with a body oil while your skin is still damp.</p><p>Build your routine from our <a href="${cat('skincare')}">skincare</a> and <a href="${cat('bath-body')}">bath and body</a> ranges.</p>`,
        `<p>精华、面霜、护肤油、防晒：使用顺序和产品成分同样重要。简单的原则是<strong>由薄到厚</strong>，让每一层都能接触到肌肤。</p><h2>早上</h2><ul><li>用温和、pH平衡的洁面产品清洁。</li><li>在微湿的肌肤上涂抹维生素C精华。</li><li>接着涂保湿霜。</li><li>最后涂上SPF 50防晒，每天都要涂，阴天也不例外。</li></ul><h2>晚上</h2><p>如果白天涂了防晒或化了妆，请做两次清洁，然后涂抹保湿面霜。身体护理也是同样的道理：每周用磨砂膏去角质两次，趁肌肤微湿时涂上身体油锁住水分。</p><p>从我们的<a href="${cat('skincare')}">护肤</a>和<a href="${cat('bath-body')}">沐浴与身体护理</a>系列中搭配你的护肤流程吧。</p>`,
        `<p>精華、面霜、護膚油、防曬：使用次序和產品成分同樣重要。簡單的原則是<strong>由薄到厚</strong>，讓每一層都能接觸到皮膚。</p><h2>早上</h2><ul><li>用溫和、pH平衡的潔面產品清潔。</li><li>在微濕的皮膚上塗抹維他命C精華。</li><li>接着塗保濕霜。</li><li>最後塗上SPF 50防曬，每天都要塗，陰天也不例外。</li></ul><h2>晚上</h2><p>如果日間塗了防曬或化了妝，請做兩次清潔，然後塗抹保濕面霜。身體護理也是同樣道理：每星期用磨砂膏去角質兩次，趁皮膚微濕時塗上身體油鎖住水分。</p><p>從我們的<a href="${cat('skincare')}">護膚</a>及<a href="${cat('bath-body')}">沐浴與身體護理</a>系列中配搭你的護膚流程吧。</p>`,
        `<p>Serum, cream, oil, sunscreen: kasinghalaga ng laman ng mga ito ang pagkakasunod ng pagpapahid. Ang simpleng tuntunin ay <strong>mula sa pinakamanipis hanggang sa pinakamakapal</strong>, para maabot ng bawat layer ang iyong balat.</p><h2>Sa umaga</h2><ul><li>Maglinis gamit ang banayad at pH-balanced na cleanser.</li><li>Magpahid ng vitamin C serum sa bahagyang basang balat.</li><li>Sundan ng moisturiser.</li><li>Tapusin sa SPF 50, araw-araw, kahit maulap.</li></ul><h2>Sa gabi</h2><p>Maglinis nang dalawang beses kung nag-sunscreen o nag-make-up ka, saka magpahid ng hydrating na cream. Ganito rin sa katawan: mag-exfoliate gamit ang scrub dalawang beses sa isang linggo, at ikulong ang moisture gamit ang body oil habang basa pa ang balat.</p><p>Buuin ang iyong routine mula sa aming <a href="${cat('skincare')}">skincare</a> at <a href="${cat('bath-body')}">paliligo at katawan</a>.</p>`,
      ),
    ),
    author: 'Sophie Laurent',
    tags: ['beauty', 'skincare', 'how-to'],
    daysAgo: 57,
    hex: '#b7a6d9',
  },
];
