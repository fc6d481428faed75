/**
 * Picking a product variant from its option axes (colour, size, style). Pure functions, so the
 * product page and its tests share them.
 */
import type { Variant } from '../../../shared/contracts/catalog.ts';

export const AXES = ['color', 'size', 'style'] as const;
export type Axis = (typeof AXES)[number];
export type Choice = Partial<Record<Axis, string>>;
type VariantOptions = Pick<Variant, Axis | 'stock' | 'sku'>;

export interface OptionState {
  value: string;
  /** Some variant with this value and the other chosen options exists. */
  exists: boolean;
  /** …and is in stock. */
  inStock: boolean;
}

/** The axes on which at least one variant has a value, in display order. */
export function axesOf(variants: readonly VariantOptions[]): Axis[] {
  return AXES.filter((axis) => variants.some((v) => v[axis] !== null && v[axis] !== ''));
}

/** The distinct values of an axis, in the order the variants list them. */
export function valuesOf(variants: readonly VariantOptions[], axis: Axis): string[] {
  return [...new Set(variants.flatMap((v) => (v[axis] ? [v[axis] as string] : [])))];
}

export function choiceOf(variant: VariantOptions | undefined): Choice {
  const choice: Choice = {};
  if (!variant) return choice;
  for (const axis of AXES) if (variant[axis]) choice[axis] = variant[axis] as string;
  return choice;
}

function matches(variant: VariantOptions, choice: Choice, except?: Axis): boolean {
  return AXES.every((axis) => axis === except || choice[axis] === undefined || variant[axis] === choice[axis]);
}

/** The variant that has every chosen option; the first such one when the choice is partial. */
export function findVariant<V extends VariantOptions>(variants: readonly V[], choice: Choice): V | undefined {
  return variants.find((v) => matches(v, choice));
}

/** The variant shown at first: the one in the URL, else the first in stock, else the first. */
export function initialVariant<V extends VariantOptions>(variants: readonly V[], sku: string | null | undefined): V | undefined {
  return (sku ? variants.find((v) => v.sku === sku) : undefined) ?? variants.find((v) => v.stock > 0) ?? variants[0];
}

/**
 * The variant after choosing `value` on `axis`: the exact combination with the other current
 * options when it exists, else the variant with that value that keeps most of the current
 * options, preferring one in stock.
 */
export function pickVariant<V extends VariantOptions>(variants: readonly V[], current: Choice, axis: Axis, value: string): V | undefined {
  const wanted: Choice = { ...current, [axis]: value };
  const exact = findVariant(variants, wanted);
  if (exact) return exact;
  let best: V | undefined;
  let bestScore = -1;
  for (const v of variants) {
    if (v[axis] !== value) continue;
    const kept = AXES.filter((a) => a !== axis && current[a] !== undefined && v[a] === current[a]).length;
    const score = kept * 2 + (v.stock > 0 ? 1 : 0);
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/** Every value of an axis, with whether it combines with the other chosen options (in stock). */
export function optionStates(variants: readonly VariantOptions[], current: Choice, axis: Axis): OptionState[] {
  return valuesOf(variants, axis).map((value) => {
    const combos = variants.filter((v) => v[axis] === value && matches(v, current, axis));
    return { value, exists: combos.length > 0, inStock: combos.some((v) => v.stock > 0) };
  });
}

/** The values of an axis that can be bought in some combination of the other options (some variant with it is in stock). */
export function purchasableValues(variants: readonly VariantOptions[], axis: Axis): Set<string> {
  return new Set(variants.flatMap((v) => (v[axis] && v.stock > 0 ? [v[axis] as string] : [])));
}

/** The values of an axis that can be bought together with the other chosen options. */
export function availableValues(variants: readonly VariantOptions[], current: Choice, axis: Axis): string[] {
  return optionStates(variants, current, axis)
    .filter((o) => o.inStock)
    .map((o) => o.value);
}
