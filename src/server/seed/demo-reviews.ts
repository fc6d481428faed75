/**
 * The demo shop's reviews: real rows (so the product page's list, histogram, average and JSON-LD
 * all come from the same data as a live shop's), written by named shoppers in their own language,
 * a few with the shop's reply. Chosen by a seeded random, so every seed writes the same reviews.
 */
import { seededRandom } from './product-images.ts';

interface DemoText {
  lang: string;
  rating: number;
  content: string;
}

const AUTHORS = ['Maria S.', 'James L.', 'Li Wei', 'Chen Y.', 'Ana R.', 'Wong K.', 'Sarah P.', 'Jose M.', 'Emily T.', 'Zhang H.', 'Carmen D.', 'Tom B.'];

const TEXTS: DemoText[] = [
  { lang: 'en', rating: 5, content: 'Exactly as pictured and the quality is better than I expected. Fits true to size.' },
  { lang: 'en', rating: 5, content: 'Bought this as a gift and it was a hit. Fast delivery, nicely packed.' },
  { lang: 'en', rating: 4, content: 'Lovely colour and comfortable. The fabric is a little thinner than I hoped, but still great value.' },
  { lang: 'en', rating: 4, content: 'Good quality for the price. Took a few days longer to arrive than expected.' },
  { lang: 'en', rating: 3, content: 'It is fine. Nothing special, and the sizing runs slightly small, so order one up.' },
  { lang: 'en', rating: 2, content: 'The colour is duller than on the photos. Customer service was helpful though.' },
  { lang: 'zh', rating: 5, content: '质量很好，和图片一样，做工精细，非常满意，会回购。' },
  { lang: 'zh', rating: 4, content: '颜色很正，穿着舒服，就是物流稍微慢了一点。' },
  { lang: 'zh', rating: 5, content: '包装很用心，送朋友很有面子，好评！' },
  { lang: 'zh-HK', rating: 4, content: '質地唔錯，尺寸啱身，性價比高。' },
  { lang: 'fil', rating: 5, content: 'Napakaganda ng kalidad at mabilis dumating. Sulit na sulit!' },
  { lang: 'fil', rating: 3, content: 'Okay naman, pero medyo maliit ang sukat kaysa sa inaasahan ko.' },
];

const SHOP_REPLIES: Record<string, string> = {
  en: 'Thank you for your feedback! We have passed it on to our team.',
  zh: '感谢您的反馈，我们会继续努力！',
  'zh-HK': '多謝您的意見，我們會繼續努力！',
  fil: 'Salamat sa iyong feedback! Ipinarating na namin ito sa aming team.',
};

export interface DemoReview {
  authorName: string;
  rating: number;
  content: string;
  lang: string;
  daysAgo: number;
  shopReply: string | null;
}

/** Three to eight reviews for a product, the same ones on every seed. */
export function demoReviews(slug: string): DemoReview[] {
  const rand = seededRandom(`reviews:${slug}`);
  const count = 3 + Math.floor(rand() * 6);
  const out: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const text = TEXTS[Math.floor(rand() * TEXTS.length)];
    const lowRated = text.rating <= 3;
    out.push({
      authorName: AUTHORS[Math.floor(rand() * AUTHORS.length)],
      rating: text.rating,
      content: text.content,
      lang: text.lang,
      daysAgo: 2 + Math.floor(rand() * 120),
      // The shop answers the critical ones, as a careful merchant does.
      shopReply: lowRated ? SHOP_REPLIES[text.lang] : null,
    });
  }
  return out;
}
