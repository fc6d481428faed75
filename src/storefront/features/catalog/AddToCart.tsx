/** Quantity (whole numbers 1..stock) and the add-to-cart button of the selected variant. */
import { useId, useState } from 'react';
import { useT } from '../../lib/site.ts';
import { toast } from '../../app/toast.tsx';
import { cartCall, openCartDrawer } from '../../app/cart-store.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, stock));
}

export function AddToCart({ sku, stock }: { sku: string; stock: number }) {
  const t = useT();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  /** What is typed, while it may be empty or out of range; settled on blur. */
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const soldOut = stock <= 0;
  // Another variant (or a new stock figure) keeps the quantity as far as its stock allows.
  const [variant, setVariant] = useState({ sku, stock });
  if (variant.sku !== sku || variant.stock !== stock) {
    setVariant({ sku, stock });
    setQuantity((q) => clampQuantity(q, stock));
  }

  const change = (next: number) => {
    setDraft(null);
    setQuantity(clampQuantity(next, stock));
  };

  const add = async (button: HTMLButtonElement) => {
    setBusy(true);
    try {
      await cartCall('add', { sku, quantity });
      toast(t('product.addedToCart'), 'success');
      openCartDrawer(button);
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  const step = 'flex size-11 items-center justify-center text-lg hover:bg-gray-100 disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('product.quantity')}
        </label>
        <div className="flex items-center rounded-theme border border-border">
          <button type="button" className={step} aria-label={t('product.decreaseQuantity')} disabled={soldOut || quantity <= 1} onClick={() => change(quantity - 1)}>
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, stock)}
            step={1}
            value={draft ?? quantity}
            disabled={soldOut}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value !== '') setQuantity(clampQuantity(Number(e.target.value), stock));
            }}
            onBlur={() => setDraft(null)}
            className="h-11 w-14 border-x border-border text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button type="button" className={step} aria-label={t('product.increaseQuantity')} disabled={soldOut || quantity >= stock} onClick={() => change(quantity + 1)}>
            +
          </button>
        </div>
      </div>
      <BusyButton
        type="button"
        onClick={(event) => void add(event.currentTarget)}
        busy={busy}
        disabled={soldOut || busy}
        className="flex h-11 min-w-48 flex-1 items-center justify-center gap-2 rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {soldOut ? t('product.outOfStock') : t('product.addToCart')}
      </BusyButton>
    </div>
  );
}
