import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './issues.ts';
import { msg } from './common.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues.map((issue) => describeIssue(issue, schema));

describe('what a failed check says', () => {
  it("uses the schema's own catalogue key, naming the field", () => {
    const schema = z.strictObject({ city: z.string().trim().min(1, msg('validation.required')) });
    expect(issuesOf(schema, { city: ' ' })).toEqual([{ field: 'city', key: 'validation.required', labelled: true }]);
  });

  it('names missing, too long, too short and malformed fields as the server always has', () => {
    const schema = z.strictObject({ a: z.string(), b: z.string().max(3), c: z.string().min(1), d: z.string().email(), e: z.string().min(5) });
    expect(issuesOf(schema, { b: 'long', c: '', d: 'x', e: 'abc', f: 1 })).toEqual([
      { field: 'a', key: 'validation.required', labelled: true },
      { field: 'b', key: 'validation.tooLong', labelled: true },
      { field: 'c', key: 'validation.required', labelled: true },
      { field: 'd', key: 'validation.emailFormat', labelled: false },
      { field: 'e', key: 'validation.invalid', labelled: true },
      { field: 'f', key: 'validation.unknownField', labelled: false, vars: { 0: 'f' } },
    ]);
  });

  it('gives a number out of range both bounds, from the schema when the check knows one', () => {
    const schema = z.strictObject({
      items: z.array(z.strictObject({ quantity: z.number().min(1, msg('validation.outOfRange')).max(99, msg('validation.outOfRange')).optional() })),
    });
    expect(issuesOf(schema, { items: [{ quantity: 0 }] })).toEqual([
      { field: 'items.0.quantity', key: 'validation.outOfRange', labelled: true, vars: { min: 1, max: 99 } },
    ]);
    expect(issuesOf(z.strictObject({ page: z.number().max(10) }), { page: 11 })).toEqual([
      { field: 'page', key: 'validation.outOfRange', labelled: true, vars: { min: '', max: 10 } },
    ]);
  });
});
