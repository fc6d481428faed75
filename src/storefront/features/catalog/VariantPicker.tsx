/**
 * One button group per option axis (colour, size, style). A value that cannot be bought in any
 * combination is struck through. The first axis (colour) shows only that; the later ones (size)
 * also show whether their combination with the options chosen is sold out or does not exist, so
 * a colour whose current size is sold out does not read as a sold-out colour.
 */
import { useId } from 'react';
import type { Variant } from '../../../shared/contracts/catalog.ts';
import { useT } from '../../lib/site.ts';
import { axesOf, choiceOf, optionStates, pickVariant, purchasableValues, type Axis } from './variant-selection.ts';

/** Display names (and colour swatches) of option values, by axis; values without one show as they are. */
export type OptionNames = Partial<Record<Axis, Array<{ value: string; name: string; hex?: string | null }>>>;

interface VariantPickerProps {
  variants: Variant[];
  selected: Variant | undefined;
  names?: OptionNames;
  onPick(variant: Variant): void;
}

export function VariantPicker({ variants, selected, names = {}, onPick }: VariantPickerProps) {
  const axes = axesOf(variants);
  const choice = choiceOf(selected);
  return (
    <div className="flex flex-col gap-5">
      {axes.map((axis, i) => (
        <AxisGroup
          key={axis}
          axis={axis}
          combined={i > 0}
          variants={variants}
          value={choice[axis]}
          choice={choice}
          names={names[axis] ?? []}
          onPick={(value) => {
            const next = pickVariant(variants, choice, axis, value);
            if (next && next.sku !== selected?.sku) onPick(next);
          }}
        />
      ))}
    </div>
  );
}

interface AxisGroupProps {
  axis: Axis;
  /** Show each value's combination with the options chosen on the other axes (not on the first axis). */
  combined: boolean;
  variants: Variant[];
  value: string | undefined;
  choice: ReturnType<typeof choiceOf>;
  names: NonNullable<OptionNames[Axis]>;
  onPick(value: string): void;
}

function AxisGroup({ axis, combined, variants, value, choice, names, onPick }: AxisGroupProps) {
  const t = useT();
  const id = useId();
  const nameOf = (v: string) => names.find((n) => n.value === v);
  const purchasable = purchasableValues(variants, axis);
  const options = optionStates(variants, choice, axis).map((option) => {
    const soldOutEverywhere = !purchasable.has(option.value);
    // What stops this value from being bought: everywhere, or (later axes) with the options chosen.
    const note = soldOutEverywhere
      ? t('product.outOfStock')
      : combined && !option.inStock
        ? t(option.exists ? 'product.outOfStock' : 'product.variantUnavailable')
        : null;
    return { ...option, soldOutEverywhere, note };
  });
  const chosen = options.find((o) => o.value === value);
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="mb-2 text-sm">
        <span className="font-semibold">{t(`product.${axis}`)}</span>
        {value && <span className="text-description">: {nameOf(value)?.name ?? value}</span>}
        {chosen?.note && <span className="text-red-700"> · {chosen.note}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === value;
          const named = nameOf(option.value);
          const muted = pressed ? '' : 'text-description';
          const look = option.soldOutEverywhere ? `border-dashed line-through decoration-1 ${muted}` : option.note ? `border-dashed ${muted}` : '';
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(option.value)}
              title={option.note ?? undefined}
              className={`flex min-w-12 items-center justify-center gap-2 rounded-theme border px-4 py-2 text-sm ${pressed ? 'border-primary bg-primary text-white' : 'border-border bg-white hover:border-primary'} ${look}`}
            >
              {named?.hex && <span aria-hidden="true" className="size-4 rounded-full border border-black/20" style={{ backgroundColor: named.hex }} />}
              {named?.name ?? option.value}
              {option.note && <span className="sr-only"> ({option.note})</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
