/** An order's products: thumbnail, title (linked while the product exists), options, quantity and amounts. */
import type { OrderDetail } from '../../../shared/contracts/orders.ts';
import { variantText } from '../../../shared/variants.ts';
import { Link } from '../../components/Link.tsx';
import { useHref, useMoney, useT } from '../../lib/site.ts';
import { CartTotals } from '../../components/CartTotals.tsx';
import { StruckAmount } from '../../components/Amount.tsx';
import { Img } from '../../components/Img.tsx';

export function OrderThumb({ src, size = 64 }: { src: string | null; size?: number }) {
  if (!src) return <span aria-hidden="true" className="block shrink-0 rounded-theme bg-gray-100" style={{ width: size, height: size }} />;
  return (
    <Img
      image={{ url: src, width: size, height: size, alt: '' }}
      sizes={`${size}px`}
      loading="lazy"
      className="shrink-0 rounded-theme border border-border bg-gray-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

export function OrderLines({ lines }: { lines: OrderDetail['lines'] }) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  return (
    <ul className="divide-y divide-border">
      {lines.map((line) => {
        const options = variantText(line.options);
        return (
          <li key={line.id} className="flex gap-3 py-3">
            <OrderThumb src={line.image} />
            <div className="min-w-0 flex-1 text-sm">
              {line.productSlug ? (
                <Link href={href({ type: 'product', slug: line.productSlug, sku: line.sku })} className="font-medium text-title hover:text-primary hover:underline">
                  {line.title}
                </Link>
              ) : (
                <p className="font-medium text-title">{line.title}</p>
              )}
              {options && <p className="text-description">{options}</p>}
              <p className="text-description">
                {money.format(line.unitPrice)} × {line.quantity}
              </p>
              {line.shippedQuantity > 0 && line.shippedQuantity < line.quantity && (
                <p className="text-description">{t('order.shippedOf', { shipped: line.shippedQuantity, total: line.quantity })}</p>
              )}
            </div>
            <p className="text-right text-sm font-medium">
              {money.format(line.total)}
              {line.discount > 0 && <StruckAmount amount={line.unitPrice * line.quantity} />}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The order's products, then its amounts under a rule. */
export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <>
      <OrderLines lines={order.lines} />
      <div className="mt-4 border-t border-border pt-4">
        <OrderAmounts order={order} />
      </div>
    </>
  );
}

/** The order's amounts: item total, promotion and coupons, shipping fee and the payment amount. */
function OrderAmounts({ order }: { order: OrderDetail }) {
  const t = useT();
  return <CartTotals totals={{ ...order, shipping: order.shippingFee }} subtotalLabel={t('order.fields.price')} totalLabel={t('order.fields.paymentAmount')} />;
}
