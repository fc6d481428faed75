/** The order summary beside every checkout step: the cart's lines and its totals, as the server priced them. */
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useMoney, useT } from '../../lib/site.ts';
import { CartTotals, cartTotals } from '../../components/CartTotals.tsx';
import { variantText } from '../../../shared/variants.ts';
import { ProductImage } from '../../components/ProductImage.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';

export function CheckoutSummary({ cart }: { cart: Cart }) {
  const t = useT();
  const money = useMoney();
  return (
    <TitledSection
      id="checkout-summary"
      title={t('checkout.orderSummary')}
      className="flex h-fit flex-col gap-5 rounded-theme border border-border bg-gray-50 p-5 lg:sticky lg:top-4"
      titleClassName="text-lg"
    >
      <ul className="flex flex-col gap-4">
        {cart.lines.map((line) => (
          <li key={line.variantId} className="flex items-center gap-3">
            <div className="relative shrink-0">
              <ProductImage image={line.image} sizes="64px" alt="" className="size-16 rounded-theme border border-border bg-white object-cover" />
              <span aria-hidden="true" className="absolute -right-2 -top-2 min-w-5 rounded-full bg-gray-700 px-1.5 text-center text-xs leading-5 text-white">
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-title">{line.title}</p>
              {variantText(line.options) && <p className="text-description">{variantText(line.options)}</p>}
              <p className="sr-only">{t('order.lineQuantity', { count: line.quantity })}</p>
            </div>
            <p className="text-sm font-medium">{money.format(line.total)}</p>
          </li>
        ))}
      </ul>
      <CartTotals totals={cartTotals(cart)} />
    </TitledSection>
  );
}
