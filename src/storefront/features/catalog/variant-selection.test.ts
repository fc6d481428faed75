import { describe, expect, it } from 'vitest';
import { availableValues, axesOf, findVariant, initialVariant, optionStates, pickVariant, purchasableValues, valuesOf } from './variant-selection.ts';

const v = (sku: string, color: string | null, size: string | null, stock: number, style: string | null = null) => ({ sku, color, size, style, stock });

const variants = [v('red-s', 'red', 'S', 0), v('red-m', 'red', 'M', 3), v('blue-s', 'blue', 'S', 5), v('blue-l', 'blue', 'L', 0), v('green-l', 'green', 'L', 2)];

describe('variant selection', () => {
  it('lists the axes present and their values in order', () => {
    expect(axesOf(variants)).toEqual(['color', 'size']);
    expect(valuesOf(variants, 'size')).toEqual(['S', 'M', 'L']);
    expect(axesOf([v('one', null, null, 1)])).toEqual([]);
  });

  it('finds the variant matching a full or partial choice', () => {
    expect(findVariant(variants, { color: 'blue', size: 'L' })?.sku).toBe('blue-l');
    expect(findVariant(variants, { color: 'green' })?.sku).toBe('green-l');
    expect(findVariant(variants, { color: 'green', size: 'S' })).toBeUndefined();
  });

  it('starts from the SKU in the URL, else the first in stock, else the first', () => {
    expect(initialVariant(variants, 'blue-l')?.sku).toBe('blue-l');
    expect(initialVariant(variants, 'nope')?.sku).toBe('red-m');
    expect(initialVariant(variants, null)?.sku).toBe('red-m');
    expect(initialVariant([v('a', 'x', null, 0), v('b', 'y', null, 0)], null)?.sku).toBe('a');
  });

  it('keeps the other options when the combination exists, even out of stock', () => {
    expect(pickVariant(variants, { color: 'red', size: 'M' }, 'size', 'S')?.sku).toBe('red-s');
  });

  it('falls back to the closest variant with the chosen value, preferring stock', () => {
    expect(pickVariant(variants, { color: 'red', size: 'M' }, 'color', 'blue')?.sku).toBe('blue-s');
    expect(pickVariant(variants, { color: 'red', size: 'M' }, 'color', 'green')?.sku).toBe('green-l');
    expect(pickVariant(variants, { color: 'red' }, 'color', 'purple')).toBeUndefined();
  });

  it('tells which values combine with the current choice and are in stock', () => {
    expect(availableValues(variants, { color: 'blue', size: 'S' }, 'size')).toEqual(['S']);
    expect(availableValues(variants, { color: 'red', size: 'S' }, 'color')).toEqual(['blue']);
    expect(optionStates(variants, { color: 'red', size: 'M' }, 'size')).toEqual([
      { value: 'S', exists: true, inStock: false },
      { value: 'M', exists: true, inStock: true },
      { value: 'L', exists: false, inStock: false },
    ]);
  });

  it('tells which values can be bought in some combination, whatever is chosen', () => {
    expect([...purchasableValues(variants, 'color')].sort()).toEqual(['blue', 'green', 'red']);
    expect([...purchasableValues(variants, 'size')].sort()).toEqual(['L', 'M', 'S']);
    expect([...purchasableValues([...variants, v('pink-s', 'pink', 'S', 0), v('blue-xl', 'blue', 'XL', 0)], 'color')]).not.toContain('pink');
    expect([...purchasableValues([v('blue-xl', 'blue', 'XL', 0)], 'size')]).toEqual([]);
  });
});
