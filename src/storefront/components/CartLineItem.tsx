/** One cart line: image, title, options, unit price, stock warning, quantity stepper, remove and line total. */
import type { CartLine } from '../../shared/contracts/cart.ts';
import { variantText } from '../../shared/variants.ts';
import { Link } from './Link.tsx';
import { useHref, useT } from '../lib/site.ts';
import { stockWarning } from '../lib/cart-quantity.ts';
import { Amount, StruckAmount } from './Amount.tsx';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { Spinner } from './Spinner.tsx';

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  compact?: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
  /** Called when the shopper follows the product link (the drawer closes). */
  onNavigate?(): void;
}

export function CartLineItem({ line, busy, compact, onQuantity, onRemove, onNavigate }: CartLineItemProps) {
  const t = useT();
  const href = useHref();
  const warning = stockWarning(line);
  const productHref = href({ type: 'product', slug: line.productSlug, sku: line.sku });
  const options = variantText(line.options);
  return (
    <li className={`flex gap-3 border-b border-border ${compact ? 'py-3' : 'py-5 sm:gap-5'}`} aria-busy={busy || undefined}>
      <Link
        href={productHref}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className={`shrink-0 overflow-hidden rounded-theme bg-gray-100 ${compact ? 'size-16' : 'size-20 sm:size-28'}`}
      >
        <ProductImage image={line.image} sizes={compact ? '64px' : '112px'} alt="" className="size-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link href={productHref} onClick={onNavigate} className="font-medium text-title hover:text-primary hover:underline">
              {line.title}
            </Link>
            {options && <p className="text-sm text-description">{options}</p>}
          </div>
          <Amount as="p" className="shrink-0 text-right font-semibold" label={t('cart.lineTotal')} amount={line.total}>
            {line.discount > 0 && <StruckAmount amount={line.subtotal} />}
          </Amount>
        </div>
        <Price price={line.unitPrice} compareAtPrice={line.compareAtPrice} />
        {warning && <p className={`text-sm font-medium ${line.warning === 'out_of_stock' ? 'text-red-700' : 'text-amber-800'}`}>{t(warning.key, warning.vars)}</p>}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={line.quantity}
            stock={line.stock}
            compact={compact}
            disabled={busy || line.warning === 'out_of_stock'}
            label={t('cart.quantityOf', { title: line.title })}
            onChange={onQuantity}
          />
          <button type="button" onClick={onRemove} disabled={busy} className="min-h-11 px-1 text-sm text-description underline hover:text-primary disabled:opacity-50">
            {t('cart.remove')}
            <span className="sr-only"> {line.title}</span>
          </button>
          {busy && <Spinner label={t('common.processing')} />}
        </div>
      </div>
    </li>
  );
}
