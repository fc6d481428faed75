import { describe, expect, it } from 'vitest';
import { changedFields } from './diff.ts';

describe('changedFields', () => {
  it('lists only the fields whose value changed', () => {
    const before = { id: 4, role: 'fulfilment', disabled: false, email: 'a@shop.test' };
    const after = { id: 4, role: 'support', disabled: false, email: 'a@shop.test' };
    expect(changedFields(before, after)).toEqual([{ field: 'role', before: 'fulfilment', after: 'support' }]);
  });

  it('a creation lists every field it set, a removal every field it took away', () => {
    expect(changedFields(null, { email: 'b@shop.test', role: 'support' })).toEqual([
      { field: 'email', before: null, after: 'b@shop.test' },
      { field: 'role', before: null, after: 'support' },
    ]);
    expect(changedFields({ note: 'x' }, {})).toEqual([{ field: 'note', before: 'x', after: null }]);
  });

  it('compares nested values by content, and a non-object snapshot as one value', () => {
    expect(changedFields({ address: { city: 'Cebu' } }, { address: { city: 'Cebu' } })).toEqual([]);
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([{ field: 'tags', before: ['a'], after: ['a', 'b'] }]);
    expect(changedFields(3, 5)).toEqual([{ field: 'value', before: 3, after: 5 }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
