/**
 * The built-in text of each e-mail type written as a template (`{{order.number}}` where the shop
 * fills a value), in each catalogue language: what the merchant's editor starts from and what a
 * reset goes back to. It is read from the same catalogue keys the shop's built-in e-mails use,
 * so it says what they say. And the sample values a preview fills in.
 */
import { createTranslator, type Translate } from '../../../shared/i18n/i18n.ts';
import type { MailType } from '../../../shared/mail-templates.ts';
import { formatMoney } from '../../../shared/money.ts';
import { buildPath } from '../../../shared/routes.ts';
import type { MailVars, TemplateText } from './template-render.ts';

const p = (name: string) => `{{${name}}}`;
const lines = (...parts: string[]) => parts.join('\n');

const ORDER = { number: p('order.number'), total: p('order.total'), courier: p('order.courier'), tracking: p('order.tracking') };
const RETURN = { number: p('return.number'), order: p('return.order'), amount: p('return.amount'), reason: p('return.reason') };

function builtIn(type: MailType, t: Translate): { subject: string; text: string } {
  const shop = p('shop.name');
  const [group, key] = type.split('.') as [string, string];
  switch (type) {
    case 'order.confirmation':
      return {
        subject: `${t('checkout.thankYou')} — ${p('order.number')}`,
        text: lines(t('checkout.thankYouText', { number: p('order.number') }), '', p('order.items'), '', p('order.summary'), '', p('order.link')),
      };
    case 'order.paid':
    case 'order.shipped':
    case 'order.delivered':
    case 'order.cancelled':
      return { subject: t(`mail.order.${key}Subject`, ORDER), text: lines(t(`mail.order.${key}Text`, ORDER), '', p('order.link')) };
    case 'account.welcome':
      return { subject: t('mail.welcomeSubject', { shop }), text: lines(p('customer.greeting'), '', t('mail.welcomeText', { shop })) };
    case 'account.verifyEmail':
      return {
        subject: t('recovery.verifySubject', { shop }),
        text: lines(p('customer.greeting'), '', t('recovery.verifyMail', { shop, link: p('verify.link'), hours: p('verify.hours') })),
      };
    case 'account.passwordReset':
      return {
        subject: t('recovery.resetSubject', { shop }),
        text: lines(p('customer.greeting'), '', t('recovery.resetMail', { shop, link: p('reset.link'), minutes: p('reset.minutes') })),
      };
    case 'account.loginCode':
      return {
        subject: t('security.loginCodeSubject', { code: p('code.value'), shop }),
        text: t('security.loginCodeText', { code: p('code.value'), minutes: p('code.minutes'), shop }),
      };
    case 'account.emailCode':
      return {
        subject: t('security.codeSubject', { code: p('code.value'), shop }),
        text: t('security.codeText', { code: p('code.value'), minutes: p('code.minutes'), shop }),
      };
    case 'newsletter.confirm':
      return { subject: t('mail.newsletterSubject'), text: t('mail.newsletterText', { link: p('confirm.link') }) };
    case 'stock.backInStock':
      return {
        subject: t('mail.backInStockSubject', { name: p('product.name') }),
        text: t('mail.backInStockText', { name: p('product.name'), link: p('product.link') }),
      };
    default:
      // The after-sales e-mails: their details (the return address) on the lines after the text.
      if (group !== 'return') throw new Error(`no built-in text for ${type}`);
      return { subject: t(`mail.return.${key}Subject`, RETURN), text: `${t(`mail.return.${key}Text`, RETURN)}${p('return.details')}\n\n${p('return.link')}` };
  }
}

export function defaultTemplate(type: MailType, lang: string): TemplateText {
  return { ...builtIn(type, createTranslator(lang).t), html: '' };
}

/** Values that look like a real e-mail's, in the preview's language, for every placeholder a type offers. */
export function sampleVars(lang: string, ctx: { publicUrl: string; shopName: string; currency: string }): MailVars {
  const { t } = createTranslator(lang);
  const money = (n: number) => formatMoney(n, ctx.currency as Parameters<typeof formatMoney>[1]);
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const product = t('mailTemplates.sample.product');
  return {
    'shop.name': ctx.shopName,
    'customer.greeting': t('mail.greeting', { name: t('mailTemplates.sample.name') }),
    'order.number': 'SO2611240001',
    'order.total': money(12_400),
    'order.items': `${product} — ${t('mailTemplates.sample.variant')} (LS-BLU-M) × 2  ${money(11_800)}`,
    'order.summary': lines(
      `${t('cart.subtotal')}: ${money(11_800)}`,
      `${t('cart.shipping')}: ${money(600)}`,
      `${t('cart.total')}: ${money(12_400)}`,
      `${t('order.fields.payStatus')}: ${t('order.pay.paid')}`,
    ),
    'order.link': `${ctx.publicUrl}${prefix}/user/order/SO2611240001`,
    'order.courier': 'UPS',
    'order.tracking': '1Z999AA10123456784',
    'return.number': 'RT2611240001',
    'return.order': 'SO2611240001',
    'return.amount': money(5_900),
    'return.reason': t('mailTemplates.sample.reason'),
    'return.details': '',
    'return.link': `${ctx.publicUrl}${prefix}/user/return/RT2611240001`,
    'verify.link': `${ctx.publicUrl}${prefix}/auth/verify-email?token=sample`,
    'verify.hours': '48',
    'reset.link': `${ctx.publicUrl}${prefix}/auth/reset-password?token=sample`,
    'reset.minutes': '30',
    'code.value': '482913',
    'code.minutes': '10',
    'confirm.link': `${ctx.publicUrl}/app/newsletter/confirm?token=sample`,
    'product.name': product,
    'product.link': ctx.publicUrl + buildPath({ type: 'product', slug: 'linen-shirt' }, lang === 'en' ? '' : lang),
  };
}
