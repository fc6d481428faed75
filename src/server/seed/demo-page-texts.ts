/** Texts of the demo shop's content pages (about, shipping & returns, privacy, terms, journal, app, gift cards, wholesale, landing). Pure data. */
import { buildPath, type PageTarget } from '../../shared/routes.ts';
import { l10n, perLang, type DemoLang, type L10n } from './demo-data.ts';

/** The path of a target in a language ('en' is the default language, so it has no prefix). */
export const href = (target: PageTarget, lang: DemoLang) => buildPath(target, lang === 'en' ? '' : lang);

export interface InfoPage {
  slug: string;
  title: L10n;
  description: L10n;
  html: L10n;
}

const orders = (lang: DemoLang) => href({ type: 'account', screen: 'order' }, lang);

export const infoPages: InfoPage[] = [
  {
    slug: 'about',
    title: l10n('About Us', '关于我们', '關於我們', 'Tungkol sa Amin'),
    description: l10n(
      'The story behind Northwind Market and the makers we work with.',
      'Northwind Market 的故事，以及与我们合作的匠人。',
      'Northwind Market 的故事，以及與我們合作的工匠。',
      'Ang kuwento ng Northwind Market at ng mga gumagawang katuwang namin.',
    ),
    html: l10n(
      '<p>Northwind Market started in 2016 as a weekend stall selling linen shirts and hand-thrown mugs. Today we work with more than forty small workshops across Europe and Asia, but the idea is the same: <strong>fewer, better things that are made to last</strong>.</p><p>We visit every workshop we work with, pay fair prices and publish where each product is made. Most of our packaging is plastic-free, and we offset the carbon of every delivery.</p><p>Questions? Write to us at <a href="mailto:hello@northwind.example">hello@northwind.example</a>; a real person answers within one working day.</p>',
      '<p>Northwind Market 于2016年起步，最初只是一个周末市集摊位，售卖亚麻衬衫和手工拉坯马克杯。如今我们与欧洲和亚洲的四十多家小型工坊合作，但初心不变：<strong>少而精，经久耐用</strong>。</p><p>我们亲自走访每一家合作工坊，支付公平的价格，并公开每件商品的产地。我们的大部分包装不含塑料，每一笔配送的碳排放都会被抵消。</p><p>有任何问题？请写信至 <a href="mailto:hello@northwind.example">hello@northwind.example</a>，我们的客服人员会在一个工作日内亲自回复。</p>',
      '<p>Northwind Market 於2016年起步，最初只是一個週末市集攤檔，售賣亞麻恤衫和人手拉坯馬克杯。如今我們與歐洲和亞洲四十多間小型工場合作，但初心不變：<strong>少而精，經久耐用</strong>。</p><p>我們親身探訪每一間合作工場，支付公平的價錢，並公開每件商品的產地。我們大部分包裝不含塑膠，每一次送貨的碳排放都會被抵銷。</p><p>有任何問題？請電郵至 <a href="mailto:hello@northwind.example">hello@northwind.example</a>，我們的客服同事會在一個工作天內親自回覆。</p>',
      '<p>Nagsimula ang Northwind Market noong 2016 bilang isang puwesto tuwing weekend na nagbebenta ng linen na kamiseta at mga tasang hinubog ng kamay. Ngayon, katuwang namin ang mahigit apatnapung maliliit na workshop sa Europa at Asya, pero pareho pa rin ang layunin: <strong>mas kaunti pero mas magagandang bagay na ginawa para magtagal</strong>.</p><p>Binibisita namin ang bawat workshop na katuwang namin, nagbabayad kami ng patas na presyo at inilalathala namin kung saan ginawa ang bawat produkto. Halos lahat ng aming packaging ay walang plastik, at tinutumbasan namin ang carbon ng bawat delivery.</p><p>May tanong? Sumulat sa <a href="mailto:hello@northwind.example">hello@northwind.example</a>; isang totoong tao ang sasagot sa loob ng isang araw ng trabaho.</p>',
    ),
  },
  {
    slug: 'shipping-returns',
    title: l10n('Shipping & Returns', '配送与退货', '送貨及退貨', 'Pagpapadala at Pagbabalik'),
    description: l10n(
      'Delivery times, shipping costs and how to return or exchange an order.',
      '配送时效、运费，以及如何退货或换货。',
      '送貨時間、運費，以及如何退貨或換貨。',
      'Tagal ng delivery, halaga ng pagpapadala at kung paano magbalik o magpapalit ng order.',
    ),
    html: perLang((lang) =>
      ({
        en: `<p><strong>Shipping.</strong> Orders placed before 2 pm ship the same working day. Standard delivery takes 3–5 working days and is free on orders over $50; express delivery arrives in 1–2 working days.</p><p><strong>Returns.</strong> Changed your mind? Return unworn items in their original packaging within 30 days for a full refund. Start a return from your <a href="${orders(lang)}">order history</a>; refunds reach your original payment method within 5 working days of us receiving the parcel.</p><p>Exchanges for a different size are always free.</p>`,
        zh: `<p><strong>配送。</strong>下午2点前下单，当个工作日发货。标准配送需3–5个工作日，订单满50美元免运费；快递配送1–2个工作日送达。</p><p><strong>退货。</strong>改变主意了？未穿着的商品在30天内连同原包装寄回即可全额退款。请在<a href="${orders(lang)}">订单记录</a>中申请退货；我们收到包裹后5个工作日内，款项将退回至原支付方式。</p><p>更换尺码永远免费。</p>`,
        'zh-HK': `<p><strong>送貨。</strong>下午2時前落單，即日工作天發貨。標準送貨需時3–5個工作天，訂單滿50美元免運費；速遞送貨1–2個工作天送達。</p><p><strong>退貨。</strong>改變主意？未穿着的商品於30日內連同原包裝寄回即可全數退款。請在<a href="${orders(lang)}">訂單紀錄</a>中申請退貨；我們收到包裹後5個工作天內，款項將退回原付款方式。</p><p>更換尺碼永遠免費。</p>`,
        fil: `<p><strong>Pagpapadala.</strong> Ang mga order bago mag-2 ng hapon ay ipinapadala sa parehong araw ng trabaho. Ang standard na delivery ay 3–5 araw ng trabaho at libre sa mga order na higit sa $50; ang express ay dumarating sa loob ng 1–2 araw ng trabaho.</p><p><strong>Pagbabalik.</strong> Nagbago ang isip mo? Ibalik ang mga hindi pa nagamit na item sa orihinal na packaging sa loob ng 30 araw para sa buong refund. Magsimula ng return sa iyong <a href="${orders(lang)}">kasaysayan ng order</a>; babalik ang refund sa orihinal mong paraan ng pagbabayad sa loob ng 5 araw ng trabaho matapos naming matanggap ang parsela.</p><p>Laging libre ang pagpapalit ng sukat.</p>`,
      })[lang],
    ),
  },
  {
    slug: 'privacy',
    title: l10n('Privacy Policy', '隐私政策', '私隱政策', 'Patakaran sa Privacy'),
    description: l10n(
      'What personal data we collect, why, and how you stay in control of it.',
      '我们收集哪些个人数据、原因，以及你如何掌控这些数据。',
      '我們收集哪些個人資料、原因，以及你如何掌控這些資料。',
      'Anong personal na datos ang kinokolekta namin, bakit, at paano mo ito makokontrol.',
    ),
    html: l10n(
      '<p>We collect only what we need to run the shop: your contact details, delivery addresses and order history. We never sell your data, and we share it only with the payment and delivery partners who process your order.</p><p>Cookies keep you signed in and remember your cart, language and currency. You can download or delete your data at any time from your account, or by writing to <a href="mailto:privacy@northwind.example">privacy@northwind.example</a>.</p>',
      '<p>我们只收集经营商店所必需的信息：你的联系方式、收货地址和订单记录。我们绝不出售你的数据，仅与处理你订单的支付和物流合作伙伴共享。</p><p>Cookie 用于保持你的登录状态，并记住你的购物车、语言和货币。你可以随时在账户中下载或删除你的数据，也可以写信至 <a href="mailto:privacy@northwind.example">privacy@northwind.example</a>。</p>',
      '<p>我們只收集經營商店所必需的資料：你的聯絡資料、送貨地址和訂單紀錄。我們絕不出售你的資料，只會與處理你訂單的付款及物流夥伴分享。</p><p>Cookie 用於保持你的登入狀態，並記住你的購物車、語言和貨幣。你可以隨時在帳戶中下載或刪除你的資料，亦可電郵至 <a href="mailto:privacy@northwind.example">privacy@northwind.example</a>。</p>',
      '<p>Kinokolekta lang namin ang kailangan para patakbuhin ang tindahan: ang iyong contact details, mga address ng delivery at kasaysayan ng order. Hindi namin kailanman ibinebenta ang iyong datos, at ibinabahagi lang namin ito sa mga katuwang sa pagbabayad at delivery na nagpoproseso ng iyong order.</p><p>Pinananatili ka ng cookies na naka-sign in at tinatandaan ang iyong cart, wika at currency. Maaari mong i-download o burahin ang iyong datos anumang oras mula sa iyong account, o sa pagsulat sa <a href="mailto:privacy@northwind.example">privacy@northwind.example</a>.</p>',
    ),
  },
  {
    slug: 'terms',
    title: l10n('Terms of Service', '服务条款', '服務條款', 'Mga Tuntunin ng Serbisyo'),
    description: l10n(
      'The terms that apply when you shop with Northwind Market.',
      '在 Northwind Market 购物时适用的条款。',
      '在 Northwind Market 購物時適用的條款。',
      'Ang mga tuntuning umiiral kapag namimili ka sa Northwind Market.',
    ),
    html: l10n(
      "<p>By placing an order you agree to these terms. Prices are set in US dollars; amounts shown in other currencies are estimates converted at the day's rate. An order is confirmed when we send the confirmation e-mail.</p><p>We do our best to describe and photograph products accurately, but colours may vary slightly between screens. If an item arrives damaged or is not as described, contact us within 30 days and we will put it right.</p>",
      '<p>下单即表示你同意本条款。商品以美元定价；以其他货币显示的金额为按当日汇率换算的参考价。我们发出确认邮件后，订单即告成立。</p><p>我们尽力准确描述和拍摄商品，但不同屏幕显示的颜色可能略有差异。如商品送达时有损坏或与描述不符，请在30天内联系我们，我们会妥善处理。</p>',
      '<p>落單即表示你同意本條款。商品以美元定價；以其他貨幣顯示的金額為按當日匯率換算的參考價。我們發出確認電郵後，訂單即告成立。</p><p>我們盡力準確描述及拍攝商品，但不同螢幕顯示的顏色可能略有差異。如商品送達時有損壞或與描述不符，請於30日內聯絡我們，我們會妥善處理。</p>',
      '<p>Sa paglalagay ng order, sumasang-ayon ka sa mga tuntuning ito. Nakatakda ang mga presyo sa US dollar; ang mga halagang ipinapakita sa ibang currency ay tantiya lamang ayon sa palitan sa araw na iyon. Kumpirmado ang order kapag naipadala na namin ang confirmation e-mail.</p><p>Sinisikap naming ilarawan at kunan ng larawan nang tama ang mga produkto, pero maaaring bahagyang mag-iba ang kulay sa bawat screen. Kung dumating na sira ang item o hindi tugma sa paglalarawan, makipag-ugnayan sa amin sa loob ng 30 araw at aayusin namin ito.</p>',
    ),
  },
];

/** Texts of the pages added for the journal, the app, gift cards, wholesale and the landing page. */
export interface PageText {
  title: L10n;
  description: L10n;
  html: L10n;
}

export const journalText: PageText = {
  title: l10n('Journal', '手记', '手記', 'Journal'),
  description: l10n(
    'Care guides, style notes and stories from the workshops we work with.',
    '护理指南、穿搭笔记，以及来自合作工坊的故事。',
    '護理指南、穿搭筆記，以及來自合作工場的故事。',
    'Mga gabay sa pag-aalaga, tala sa istilo at mga kuwento mula sa mga workshop na katuwang namin.',
  ),
  html: l10n(
    '<p>How to make good things last, how to wear them and who makes them: <strong>a new article every couple of weeks</strong>. Subscribe to our newsletter at the bottom of the page to get them by e-mail.</p>',
    '<p>如何让好东西用得长久、如何穿搭，以及它们出自谁之手：<strong>大约每两周更新一篇</strong>。在页面底部订阅新闻通讯，即可通过电子邮件接收。</p>',
    '<p>如何讓好東西用得長久、如何配搭，以及它們出自誰之手：<strong>大約每兩星期更新一篇</strong>。在頁面底部訂閱電子報，即可經電郵收到。</p>',
    '<p>Paano patatagalin ang magagandang bagay, paano isusuot ang mga ito at sino ang gumagawa sa kanila: <strong>may bagong artikulo halos bawat dalawang linggo</strong>. Mag-subscribe sa aming newsletter sa ibaba ng pahina para matanggap ang mga ito sa e-mail.</p>',
  ),
};

export const appText: PageText = {
  title: l10n('The Northwind app', 'Northwind App', 'Northwind App', 'Ang Northwind app'),
  description: l10n(
    'Shop on the go, track your orders and hear about restocks first.',
    '随时随地购物、追踪订单，第一时间获知补货消息。',
    '隨時隨地購物、追蹤訂單，第一時間得知補貨消息。',
    'Mamili kahit saan, subaybayan ang iyong mga order at maunang malaman ang mga restock.',
  ),
  html: perLang((lang) =>
    ({
      en: `<p>Everything you love about Northwind Market, in your pocket. The app is free for iPhone and Android: search for <strong>Northwind Market</strong> in the App Store or on Google Play.</p><h2>What you can do in the app</h2><ul><li>Save favourites and pick up your cart where you left off, on any device.</li><li>Track every order and start a return in two taps.</li><li>Get a notification the moment a sold-out size is back in stock.</li><li>Shop new arrivals a day early, just for app users.</li></ul><p>Already have an account? Sign in with the same e-mail and password; your <a href="${orders(lang)}">order history</a> and addresses are waiting for you.</p>`,
      zh: `<p>你喜爱的 Northwind Market，现在尽在掌中。App 适用于 iPhone 和 Android，完全免费：在 App Store 或 Google Play 搜索 <strong>Northwind Market</strong> 即可下载。</p><h2>App 能做什么</h2><ul><li>收藏心仪商品，在任何设备上都能接着使用购物车。</li><li>追踪每一笔订单，轻点两下即可申请退货。</li><li>售罄的尺码一补货，立即收到通知。</li><li>App 用户可提前一天抢先选购新品。</li></ul><p>已有账户？使用相同的邮箱和密码登录，你的<a href="${orders(lang)}">订单记录</a>和地址都已同步。</p>`,
      'zh-HK': `<p>你喜愛的 Northwind Market，現在盡在掌中。App 適用於 iPhone 及 Android，完全免費：在 App Store 或 Google Play 搜尋 <strong>Northwind Market</strong> 即可下載。</p><h2>App 有甚麼功能</h2><ul><li>收藏心水商品，在任何裝置上都能繼續使用購物車。</li><li>追蹤每一張訂單，輕按兩下即可申請退貨。</li><li>售罄的尺碼一補貨，即時收到通知。</li><li>App 用戶可提早一天搶先選購新品。</li></ul><p>已有帳戶？使用相同的電郵地址及密碼登入，你的<a href="${orders(lang)}">訂單紀錄</a>和地址都已同步。</p>`,
      fil: `<p>Lahat ng gusto mo sa Northwind Market, nasa bulsa mo na. Libre ang app para sa iPhone at Android: hanapin ang <strong>Northwind Market</strong> sa App Store o sa Google Play.</p><h2>Ano ang magagawa mo sa app</h2><ul><li>I-save ang mga paborito at ituloy ang iyong cart sa anumang device.</li><li>Subaybayan ang bawat order at magsimula ng return sa dalawang tap lang.</li><li>Makatanggap ng abiso sa sandaling bumalik ang naubos na sukat.</li><li>Mamili ng mga bagong dating nang isang araw na mas maaga, para lang sa mga gumagamit ng app.</li></ul><p>May account ka na? Mag-sign in gamit ang parehong e-mail at password; naghihintay na sa iyo ang iyong <a href="${orders(lang)}">kasaysayan ng order</a> at mga address.</p>`,
    })[lang],
  ),
};

export const giftCardText: PageText = {
  title: l10n('Gift cards', '礼品卡', '禮品卡', 'Mga gift card'),
  description: l10n(
    'Digital gift cards from $25, delivered by e-mail and valid for three years.',
    '电子礼品卡25美元起，通过电子邮件发送，有效期三年。',
    '電子禮品卡25美元起，經電郵送出，有效期三年。',
    'Mga digital na gift card mula $25, ipinapadala sa e-mail at valid nang tatlong taon.',
  ),
  html: perLang((lang) => {
    const guide = href({ type: 'collection', slug: 'gift-guide' }, lang);
    return {
      en: `<p>Not sure what to choose? Let them pick. Our digital gift cards come in <strong>$25, $50, $100 and $200</strong> and can be spent on anything in the shop, including sale items.</p><h2>How it works</h2><ul><li>Add a personal message and send it right away or on a date you choose.</li><li>The recipient gets an e-mail with a code to enter at checkout.</li><li>Cards are valid for three years; any balance stays on the card for next time.</li></ul><p>Looking for something to wrap instead? Browse our <a href="${guide}">gift guide</a>.</p>`,
      zh: `<p>不知道选什么？就让对方自己挑吧。电子礼品卡提供 <strong>25、50、100 和 200 美元</strong>四种面额，可用于选购店内任何商品，包括特价商品。</p><h2>使用方式</h2><ul><li>附上一段个人留言，选择立即发送或在指定日期发送。</li><li>收礼人会收到一封附有兑换码的电子邮件，结账时输入即可使用。</li><li>礼品卡有效期为三年，未用完的余额会保留在卡内供下次使用。</li></ul><p>想送一份可以亲手拆开的礼物？看看我们的<a href="${guide}">送礼指南</a>。</p>`,
      'zh-HK': `<p>不知道揀甚麼？就讓對方自己揀吧。電子禮品卡設有 <strong>25、50、100 及 200 美元</strong>四種面額，可用於選購店內任何商品，包括特價貨品。</p><h2>使用方法</h2><ul><li>附上一段個人留言，選擇即時送出或在指定日期送出。</li><li>收禮人會收到一封附有兌換碼的電郵，結帳時輸入即可使用。</li><li>禮品卡有效期為三年，未用完的餘額會保留在卡內供下次使用。</li></ul><p>想送一份可以親手拆開的禮物？看看我們的<a href="${guide}">送禮指南</a>。</p>`,
      fil: `<p>Hindi sigurado kung ano ang pipiliin? Hayaan silang mamili. Ang aming mga digital na gift card ay may halagang <strong>$25, $50, $100 at $200</strong> at magagamit sa anumang nasa tindahan, kasama ang mga naka-sale.</p><h2>Paano ito gumagana</h2><ul><li>Magdagdag ng personal na mensahe at ipadala ito agad o sa petsang pipiliin mo.</li><li>Makatatanggap ang tatanggap ng e-mail na may code na ilalagay sa checkout.</li><li>Valid ang card nang tatlong taon; mananatili sa card ang anumang natirang balanse para sa susunod.</li></ul><p>Mas gusto mo ng regalong mababalot? Tingnan ang aming <a href="${guide}">gabay sa regalo</a>.</p>`,
    }[lang];
  }),
};

export const wholesaleText: PageText = {
  title: l10n('Wholesale & trade', '批发与企业合作', '批發及企業合作', 'Wholesale at trade'),
  description: l10n(
    'Stock Northwind Market in your shop, hotel or studio: ask us for a quote.',
    '在你的店铺、酒店或工作室上架 Northwind Market 商品：欢迎询价。',
    '在你的店舖、酒店或工作室上架 Northwind Market 貨品：歡迎查詢報價。',
    'Ibenta ang Northwind Market sa iyong tindahan, hotel o studio: humingi sa amin ng quote.',
  ),
  html: l10n(
    '<p>We supply independent shops, hotels, restaurants and offices with our homeware, textiles and bath and body range. <strong>Trade orders start at $500</strong>, with tiered discounts from $2,000.</p><ul><li>Tell us which products and quantities you are interested in.</li><li>Mention any custom colours, packaging or branding you need.</li><li>Give us your delivery address and ideal date; most orders ship within 2–4 weeks.</li></ul><p>Fill in the form below and our trade team will reply with a quote within two working days.</p>',
    '<p>我们为独立商店、酒店、餐厅和办公室供应家居用品、织物以及沐浴与身体护理产品。<strong>企业订单500美元起订</strong>，满2000美元可享阶梯折扣。</p><ul><li>告诉我们你感兴趣的商品和数量。</li><li>如需定制颜色、包装或品牌标识，请一并说明。</li><li>请提供收货地址和期望送达日期；大多数订单在2–4周内发货。</li></ul><p>请填写下方表格，我们的企业客户团队会在两个工作日内回复报价。</p>',
    '<p>我們為獨立小店、酒店、餐廳及辦公室供應家居用品、織物以及沐浴與身體護理產品。<strong>企業訂單500美元起訂</strong>，滿2000美元可享階梯折扣。</p><ul><li>告訴我們你感興趣的貨品及數量。</li><li>如需訂製顏色、包裝或品牌標誌，請一併註明。</li><li>請提供送貨地址及理想送達日期；大部分訂單於2–4星期內發貨。</li></ul><p>請填寫下方表格，我們的企業客戶團隊會於兩個工作天內回覆報價。</p>',
    '<p>Nagsusuplay kami sa mga independiyenteng tindahan, hotel, restawran at opisina ng aming mga gamit sa bahay, tela at produktong pampaligo at pangkatawan. <strong>Nagsisimula sa $500 ang mga trade order</strong>, na may patong-patong na diskuwento mula $2,000.</p><ul><li>Sabihin sa amin kung aling mga produkto at ilan ang interesado ka.</li><li>Banggitin ang anumang custom na kulay, packaging o branding na kailangan mo.</li><li>Ibigay ang iyong delivery address at gustong petsa; karamihan ng order ay naipapadala sa loob ng 2–4 na linggo.</li></ul><p>Punan ang form sa ibaba at sasagot ang aming trade team ng quote sa loob ng dalawang araw ng trabaho.</p>',
  ),
};

/** The bare campaign landing page (no header or footer): a way back to the full shop. */
export const landingText: PageText = {
  title: l10n('The Summer Edit', '夏日精选', '夏日精選', 'Seleksyon para sa Tag-init'),
  description: l10n(
    'Breezy linen, easy sandals and sun care for long, bright days.',
    '清爽亚麻、轻便凉鞋与防晒好物，陪你度过明媚长夏。',
    '清爽亞麻、輕便涼鞋與防曬好物，陪你度過明媚長夏。',
    'Presko na linen, komportableng sandalyas at pangangalaga laban sa araw para sa mahahaba at maaliwalas na araw.',
  ),
  html: perLang((lang) => {
    const home = href({ type: 'home' }, lang);
    return {
      en: `<p><strong>Free shipping</strong> on orders over $50 and free returns within 30 days. <a href="${home}">Visit the full shop</a>.</p>`,
      zh: `<p>订单满50美元<strong>免运费</strong>，30天内免费退货。<a href="${home}">逛逛完整商店</a>。</p>`,
      'zh-HK': `<p>訂單滿50美元<strong>免運費</strong>，30日內免費退貨。<a href="${home}">逛逛完整商店</a>。</p>`,
      fil: `<p><strong>Libreng shipping</strong> sa mga order na higit $50 at libreng pagbabalik sa loob ng 30 araw. <a href="${home}">Bisitahin ang buong tindahan</a>.</p>`,
    }[lang];
  }),
};
