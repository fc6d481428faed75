/**
 * The shop's e-mails the merchant may reword: each type, the placeholders it offers
 * (`{{order.number}}`) and those it cannot go without (a code or a link the shopper needs to act).
 * Shared so the console checks a template the way the server does before saving it.
 */

/** The catalogue languages (i18n's `catalogueLangs`), spelt out so the console's screen does not load the shop's catalogues. */
export const MAIL_TEMPLATE_LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
export type MailTemplateLang = (typeof MAIL_TEMPLATE_LANGS)[number];

interface MailTypeSpec {
  group: 'orders' | 'returns' | 'account' | 'marketing';
  placeholders: readonly string[];
  /** Placeholders the text (and the HTML, when there is one) must keep: without them the e-mail is useless or unsafe to change. */
  required?: readonly string[];
}

const ORDER = ['order.number', 'order.total', 'order.link'] as const;
const RETURN = ['return.number', 'return.order', 'return.amount', 'return.details', 'return.link'] as const;

export const MAIL_TYPES = {
  'order.confirmation': { group: 'orders', placeholders: [...ORDER, 'order.items', 'order.summary'] },
  'order.paid': { group: 'orders', placeholders: ORDER },
  'order.shipped': { group: 'orders', placeholders: [...ORDER, 'order.courier', 'order.tracking'] },
  'order.delivered': { group: 'orders', placeholders: ORDER },
  'order.cancelled': { group: 'orders', placeholders: ORDER },
  'return.applied': { group: 'returns', placeholders: RETURN },
  'return.cancelled': { group: 'returns', placeholders: RETURN },
  'return.approved': { group: 'returns', placeholders: RETURN },
  'return.refused': { group: 'returns', placeholders: [...RETURN, 'return.reason'] },
  'return.shippedBack': { group: 'returns', placeholders: RETURN },
  'return.received': { group: 'returns', placeholders: RETURN },
  'return.refunded': { group: 'returns', placeholders: RETURN },
  'return.ended': { group: 'returns', placeholders: RETURN },
  'account.welcome': { group: 'account', placeholders: ['shop.name', 'customer.greeting'] },
  'account.verifyEmail': { group: 'account', placeholders: ['shop.name', 'customer.greeting', 'verify.link', 'verify.hours'], required: ['verify.link'] },
  'account.passwordReset': { group: 'account', placeholders: ['shop.name', 'customer.greeting', 'reset.link', 'reset.minutes'], required: ['reset.link'] },
  'account.loginCode': { group: 'account', placeholders: ['shop.name', 'code.value', 'code.minutes'], required: ['code.value'] },
  'account.emailCode': { group: 'account', placeholders: ['shop.name', 'code.value', 'code.minutes'], required: ['code.value'] },
  'newsletter.confirm': { group: 'marketing', placeholders: ['confirm.link'], required: ['confirm.link'] },
  'stock.backInStock': { group: 'marketing', placeholders: ['product.name', 'product.link'] },
} as const satisfies Record<string, MailTypeSpec>;

export type MailType = keyof typeof MAIL_TYPES;
export const MAIL_TYPE_NAMES = Object.keys(MAIL_TYPES) as [MailType, ...MailType[]];

export function placeholdersOf(type: MailType): readonly string[] {
  return MAIL_TYPES[type].placeholders;
}
export function requiredOf(type: MailType): readonly string[] {
  return (MAIL_TYPES[type] as MailTypeSpec).required ?? [];
}

/** `{{ name }}`: a name of letters and digits with dots between. */
export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type TemplateField = 'subject' | 'text' | 'html';
export interface TemplateProblem {
  field: TemplateField;
  /** `unknown`: a placeholder this type does not offer (or braces that do not close); `missing`: a required one left out. */
  problem: 'unknown' | 'missing';
  placeholder: string;
}

/** The first thing wrong with a template's placeholders, or null: each field is checked in turn, unknown names first. */
export function checkTemplate(type: MailType, template: { subject: string; text: string; html: string }): TemplateProblem | null {
  const offered = new Set(placeholdersOf(type));
  for (const field of ['subject', 'text', 'html'] as const) {
    const value = template[field];
    for (const match of value.matchAll(PLACEHOLDER)) {
      if (!offered.has(match[1])) return { field, problem: 'unknown', placeholder: match[0] };
    }
    const rest = value.replace(PLACEHOLDER, '');
    const stray = /\{\{[^}]{0,40}|[^{]{0,40}\}\}/.exec(rest);
    if (stray) return { field, problem: 'unknown', placeholder: stray[0] };
  }
  for (const name of requiredOf(type)) {
    for (const field of ['text', 'html'] as const) {
      if (field === 'html' && !template.html.trim()) continue;
      const names = [...template[field].matchAll(PLACEHOLDER)].map((m) => m[1]);
      if (!names.includes(name)) return { field, problem: 'missing', placeholder: `{{${name}}}` };
    }
  }
  return null;
}
