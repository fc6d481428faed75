import { describe, expect, it } from 'vitest';
import { splitPlaceholders } from './placeholders.ts';

describe('texts with elements in them', () => {
  it('splits a text around its placeholders', () => {
    const t = (vars: Record<string, string>) => `I agree to the ${vars.privacy} and ${vars.terms}`;
    expect(splitPlaceholders(t, ['privacy', 'terms'])).toEqual(['I agree to the ', { name: 'privacy' }, ' and ', { name: 'terms' }]);
  });
});
