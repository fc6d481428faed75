/**
 * An order's printable documents, as PDF in the language asked: the invoice (amounts, payment)
 * and the packing slip (what goes in the parcel, where to: no prices), for the whole order or for
 * one of its parcels when it went out in several. Two queries (three for a parcel's slip).
 */
import { asc, eq } from 'drizzle-orm';
import type { OrderDocument } from '../../shared/contracts/admin.ts';
import { countryName } from '../../shared/countries.ts';
import { catalogueFor, createTranslator, type Translate } from '../../shared/i18n/i18n.ts';
import { formatMoney, isCurrency } from '../../shared/money.ts';
import { localizeVariant, variantText } from '../../shared/variants.ts';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../platform/db/client.ts';
import { invariant } from '../platform/http/errors.ts';
import { orderLines, shipments, type orders } from './orders.schema.ts';
import { blocks, finish, heading, openDocument, paragraph, table, totals, type DocumentPage } from './pdf-layout.ts';

type OrderRow = typeof orders.$inferSelect;

const LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', 'zh-HK': 'zh-HK', fil: 'fil-PH' };
const PAYMENT_KEYS: Record<string, string> = {
  bank_transfer: 'checkout.bankTransfer',
  cash_on_delivery: 'checkout.cashOnDelivery',
  sandbox_card: 'checkout.card',
  stripe: 'checkout.card',
};

export interface DocumentContext {
  /** A route language; the document reads its catalogue (zh-TW reads zh-HK). */
  lang: string;
  shopName: string;
  /** The shop's base currency: the order's amounts are in its minor units. */
  currency: string;
  /** A packing slip for this parcel only (the order's shipments in the order they went out, from 1). */
  parcel?: number;
}

function addressLines(address: Record<string, string>, locale: string): string[] {
  return [
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    [address.addressLine, address.apartment].filter(Boolean).join(', '),
    [address.area, address.city, address.state, address.postalCode].filter(Boolean).join(', '),
    address.country ? countryName(address.country, locale) : '',
  ].filter(Boolean);
}

/** The file's name and the title kept in the PDF's metadata: `Invoice A1001`. */
export function documentTitle(t: Translate, kind: OrderDocument, number: string): string {
  return `${t(kind === 'invoice' ? 'orderDocs.invoice' : 'orderDocs.packingSlip')} ${number}`;
}

/** Renders the document; the answer is the pdfkit stream, already ended. */
export async function renderOrderDocument(db: Db, order: OrderRow, kind: OrderDocument, ctx: DocumentContext): Promise<PDFKit.PDFDocument> {
  let lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const catalogue = catalogueFor(ctx.lang);
  const { t } = createTranslator(catalogue);
  let parcelFacts: string[] = [];
  let parcelTitle = '';
  if (kind === 'packing-slip' && ctx.parcel !== undefined) {
    const parcels = await db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.shippedAt), asc(shipments.id));
    const parcel = parcels[ctx.parcel - 1];
    invariant(parcel, 'NOT_FOUND');
    // Only the parcel's lines, each with the quantity that went in it.
    const inParcel = new Map(parcel.lines.map((l) => [l.lineId, l.quantity]));
    lines = lines.filter((l) => inParcel.has(l.id)).map((l) => ({ ...l, quantity: inParcel.get(l.id)! }));
    parcelTitle = t('orderDocs.parcel', { parcel: ctx.parcel, parcels: parcels.length });
    parcelFacts = [parcelTitle, `${t('orderDocs.courier')}: ${parcel.expressName}`, `${t('orderDocs.trackingNumber')}: ${parcel.expressNumber}`];
  }
  const locale = LOCALES[catalogue];
  const money = (amount: number) => (isCurrency(ctx.currency) ? formatMoney(amount, ctx.currency, locale) : `${(amount / 100).toFixed(2)} ${ctx.currency}`);
  const address = order.address as unknown as Record<string, string>;
  const shipTo = [...addressLines(address, locale), order.phone ? `${t('orderDocs.phone')}: ${order.phone}` : ''];
  const items = lines.map((l) => {
    const variant = variantText(localizeVariant(l.options, l.optionNames, catalogue));
    return { line: l, name: `${localize(l.title, catalogue)}${variant ? `\n${variant}` : ''}` };
  });
  const title = `${documentTitle(t, kind, order.number)}${parcelTitle ? ` · ${parcelTitle}` : ''}`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(order.submittedAt);
  const facts = [`${t('orderDocs.orderNumber')}: ${order.number}`, `${t('orderDocs.orderDate')}: ${date}`];
  const texts = [ctx.shopName, title, ...shipTo, ...items.map((i) => i.name), ...parcelFacts, order.remarks, localize(order.shippingMethod.name, catalogue)];
  const page = openDocument({ title, author: ctx.shopName, lang: catalogue, texts });
  heading(page, ctx.shopName, title);

  if (kind === 'packing-slip') {
    blocks(page, [{ label: '', lines: [...facts, ...parcelFacts] }]);
    blocks(page, [{ label: t('orderDocs.shippingAddress'), lines: shipTo }]);
    table(
      page,
      [
        { label: t('orderDocs.product'), width: 5 },
        { label: t('orderDocs.sku'), width: 2 },
        { label: t('orderDocs.quantity'), width: 1, align: 'right' },
      ],
      items.map(({ line, name }) => [name, line.sku, String(line.quantity)]),
    );
    if (order.remarks) paragraph(page, `${t('orderDocs.remarks')}: ${order.remarks}`);
    return finish(page, (n, of) => t('orderDocs.page', { page: n, pages: of }));
  }

  const method = PAYMENT_KEYS[order.paymentMethod] ? t(PAYMENT_KEYS[order.paymentMethod]) : order.paymentMethod;
  blocks(page, [{ label: '', lines: [...facts, `${t('orderDocs.paymentMethod')}: ${method}`, `${t('orderDocs.paymentStatus')}: ${t(`orderDocs.${order.payStatus}`)}`] }]);
  blocks(page, [
    // The shop takes one address with an order: it is the billing address too.
    { label: t('orderDocs.billingAddress'), lines: [...addressLines(address, locale), order.email] },
    { label: t('orderDocs.shippingAddress'), lines: shipTo },
  ]);
  invoiceTable(page, t, items, money);
  const amounts: Array<[string, string]> = [[t('orderDocs.subtotal'), money(order.subtotal)]];
  if (order.promotion) amounts.push([localize(order.promotion.title, catalogue), `-${money(order.promotion.discount)}`]);
  for (const coupon of order.coupons) amounts.push([coupon.code, `-${money(coupon.discount)}`]);
  if (order.creditDiscount) amounts.push([t('orderDocs.credits'), `-${money(order.creditDiscount)}`]);
  amounts.push([t('orderDocs.shipping', { method: localize(order.shippingMethod.name, catalogue) }), money(order.shippingFee)]);
  amounts.push([t('orderDocs.total'), money(order.total)]);
  totals(page, amounts);
  paragraph(page, t('orderDocs.thanks'));
  return finish(page, (n, of) => t('orderDocs.page', { page: n, pages: of }));
}

function invoiceTable(page: DocumentPage, t: Translate, items: Array<{ line: typeof orderLines.$inferSelect; name: string }>, money: (n: number) => string) {
  table(
    page,
    [
      { label: t('orderDocs.product'), width: 4 },
      { label: t('orderDocs.sku'), width: 2 },
      { label: t('orderDocs.quantity'), width: 1, align: 'right' },
      { label: t('orderDocs.unitPrice'), width: 2, align: 'right' },
      { label: t('orderDocs.discount'), width: 2, align: 'right' },
      { label: t('orderDocs.lineTotal'), width: 2, align: 'right' },
    ],
    items.map(({ line, name }) => {
      const discount = line.promotionDiscount + line.couponDiscount + line.creditDiscount;
      return [name, line.sku, String(line.quantity), money(line.unitPrice), discount ? `-${money(discount)}` : '', money(line.total)];
    }),
  );
}
