/**
 * Quantity rules of a cart line: whole numbers from 1 to the smaller of the stock and the
 * per-line limit. Kept apart from the contract module so the client bundle stays free of zod;
 * the unit test holds the contract's limit equal to the shared one.
 */
import { MAX_LINE_QUANTITY } from '../../shared/constants.ts';

/** The highest quantity a line may be set to (at least 1, so a sold-out line can still show 1). */
export function lineMax(stock: number): number {
  return Math.max(1, Math.min(Math.floor(stock), MAX_LINE_QUANTITY));
}

export function clampLineQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), lineMax(stock));
}

/** A typed quantity: digits only, else null (the field goes back to the line's quantity). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The catalogue key and values of a line's stock warning, or null. */
export function stockWarning(line: { warning: 'out_of_stock' | 'low_stock' | null; stock: number }): { key: string; vars?: Record<string, unknown> } | null {
  if (line.warning === 'out_of_stock') return { key: 'errors.outOfStock' };
  if (line.warning === 'low_stock') return { key: 'product.onlyLeft', vars: { 0: line.stock } };
  return null;
}
