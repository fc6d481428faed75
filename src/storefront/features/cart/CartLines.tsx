/** The cart's lines with their controls; each change calls the cart API and renders its answer. */
import { useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useT } from '../../app/site.tsx';
import { toast } from '../../app/toast.tsx';
import { cartCall } from '../../app/cart-store.ts';
import { CartLineItem } from '../../components/CartLineItem.tsx';

export function CartLines({ cart, compact, onNavigate }: { cart: Cart; compact?: boolean; onNavigate?(): void }) {
  const t = useT();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const run = async (variantId: number, call: () => Promise<unknown>) => {
    setBusy((s) => new Set(s).add(variantId));
    try {
      await call();
    } catch {
      // The API client has shown why; the line keeps the last answer's quantity.
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(variantId);
        return next;
      });
    }
  };

  return (
    <ul className="border-t border-border">
      {cart.lines.map((line) => (
        <CartLineItem
          key={line.variantId}
          line={line}
          compact={compact}
          busy={busy.has(line.variantId)}
          onNavigate={onNavigate}
          onQuantity={(quantity) => run(line.variantId, () => cartCall('update', { variantId: line.variantId, quantity }))}
          onRemove={() =>
            run(line.variantId, async () => {
              await cartCall('remove', { variantId: line.variantId });
              toast(t('cart.removed'), 'success');
            })
          }
        />
      ))}
    </ul>
  );
}
