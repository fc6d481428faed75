import { describe, expect, it } from 'vitest';
import { namedMessageGroups } from './groups.ts';

const catalogue = {
  order: { title: 'Order', items_one: '{count} item', items_other: '{count} items', status: { paid: 'Paid' } },
  fields: { email: 'E-mail' },
  errors: { unknown: 'Something went wrong' },
  cart: { empty: 'Your cart is empty' },
};

describe('the message groups a module names', () => {
  it('are those of the texts it names, plural bases and nested texts too', () => {
    expect(namedMessageGroups(`t('order.title'); t("order.items", { count }); t('order.status.paid')`, catalogue)).toEqual(['order']);
  });

  it('include groups whose keys are built: a template or a prefix to be completed', () => {
    expect(namedMessageGroups("t(`errors.${code}`); t('fields.' + name)", catalogue).sort()).toEqual(['errors', 'fields']);
  });

  it('leave out strings that only look like keys (a message type, a permission)', () => {
    expect(namedMessageGroups(`if (type === 'order.update') {} const p = 'cart.write'`, catalogue)).toEqual([]);
  });

  it('need the key as a string, not a property path in code', () => {
    expect(namedMessageGroups('const n = order.title; cart.empty()', catalogue)).toEqual([]);
  });
});
