/**
 * − / number / + for a cart line. Typing settles on blur or Enter; every settled change goes to
 * `onChange` (which calls the API) and the field then shows the answer's quantity.
 */
import { useId } from 'react';
import { useT } from '../lib/site.ts';
import { clampLineQuantity, lineMax, parseQuantity } from '../lib/cart-quantity.ts';
import { useResetState } from '../lib/use-reset-state.ts';

interface QuantityStepperProps {
  value: number;
  stock: number;
  /** The accessible name of the number field ("Quantity of …"). */
  label: string;
  disabled?: boolean;
  compact?: boolean;
  onChange(quantity: number): void;
}

export function QuantityStepper({ value, stock, label, disabled, compact, onChange }: QuantityStepperProps) {
  const t = useT();
  const id = useId();
  // What is typed, until it settles; the answer's quantity replaces it.
  const [draft, setDraft] = useResetState<string | null>(null, [value]);
  const max = lineMax(stock);

  const settle = (next: number) => {
    setDraft(null);
    const quantity = clampLineQuantity(next, stock);
    if (quantity !== value) onChange(quantity);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    if (typed === null) setDraft(null);
    else settle(typed);
  };

  const size = compact ? 'size-9' : 'size-11';
  const step = `flex ${size} items-center justify-center text-lg hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40`;
  return (
    <div className="inline-flex items-center rounded-theme border border-border">
      <button
        type="button"
        className={step}
        aria-label={t('product.decreaseQuantity')}
        aria-controls={id}
        disabled={disabled || value <= 1}
        onClick={() => settle(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commitDraft}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commitDraft();
          }
        }}
        className={`${compact ? 'h-9 w-10' : 'h-11 w-12'} border-x border-border text-center disabled:bg-gray-50`}
      />
      <button
        type="button"
        className={step}
        aria-label={t('product.increaseQuantity')}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => settle(value + 1)}
      >
        +
      </button>
    </div>
  );
}
