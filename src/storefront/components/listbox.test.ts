import { describe, expect, it } from 'vitest';
import { moveActive } from './listbox.ts';

describe('suggestion list keys', () => {
  it('moves down and up from none, wrapping at the ends', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has nothing to move to in an empty list', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(1, 3, 'a')).toBe(1);
  });
});
