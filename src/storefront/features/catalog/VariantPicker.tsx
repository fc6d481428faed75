/** One button group per option axis (colour, size, style); unavailable options are marked. */
import { useId } from 'react';
import type { Variant } from '../../../shared/contracts/catalog.ts';
import { useT } from '../../app/site.tsx';
import { axesOf, choiceOf, optionStates, pickVariant, type Axis } from './variant-selection.ts';

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
      {axes.map((axis) => (
        <AxisGroup
          key={axis}
          axis={axis}
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
  variants: Variant[];
  value: string | undefined;
  choice: ReturnType<typeof choiceOf>;
  names: NonNullable<OptionNames[Axis]>;
  onPick(value: string): void;
}

function AxisGroup({ axis, variants, value, choice, names, onPick }: AxisGroupProps) {
  const t = useT();
  const id = useId();
  const nameOf = (v: string) => names.find((n) => n.value === v);
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="mb-2 text-sm">
        <span className="font-semibold">{t(`product.${axis}`)}</span>
        {value && <span className="text-description">: {nameOf(value)?.name ?? value}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {optionStates(variants, choice, axis).map((option) => {
          const pressed = option.value === value;
          const note = option.inStock ? null : t(option.exists ? 'product.outOfStock' : 'product.variantUnavailable');
          const named = nameOf(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(option.value)}
              title={note ?? undefined}
              className={`flex min-w-12 items-center justify-center gap-2 rounded-theme border px-4 py-2 text-sm ${pressed ? 'border-primary bg-primary text-white' : 'border-border bg-white hover:border-primary'} ${
                note ? 'border-dashed line-through decoration-1' : ''
              }`}
            >
              {named?.hex && <span aria-hidden="true" className="size-4 rounded-full border border-black/20" style={{ backgroundColor: named.hex }} />}
              {named?.name ?? option.value}
              {note && <span className="sr-only"> ({note})</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
