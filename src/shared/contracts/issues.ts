/**
 * What a failed check of a contract's schema tells the person who sent it: the field, a
 * catalogue key and its variables. The server's envelope (code 41) and the browser's forms both
 * read issues through here, so a field says the same whichever side caught it.
 */
import type { z } from 'zod';

/** A zod issue: its code, path and message (a catalogue key when the schema set one), and the code's details beside them. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
}

export interface FieldIssue {
  /** The field's dotted path (`address.phone`); for unknown fields, their names. */
  field: string;
  key: string;
  /** The message's `{0}` is the field's label. */
  labelled: boolean;
  vars?: Record<string, unknown>;
}

export function describeIssue(issue: SchemaIssue, schema?: z.core.$ZodType): FieldIssue {
  const detail = issue as SchemaIssue & Record<string, unknown>;
  const field = issue.path.map(String).join('.');
  const labelled = (key: string, vars?: Record<string, unknown>): FieldIssue => ({ field, key, labelled: true, ...(vars ? { vars } : {}) });
  const range = () => {
    const bounds = schema ? numberBounds(schema, issue.path) : {};
    return { min: detail.minimum ?? bounds.min ?? '', max: detail.maximum ?? bounds.max ?? '' };
  };
  // A schema's own message is a catalogue key (contracts: `msg('validation.…')`).
  if (issue.message?.startsWith('validation.')) return labelled(issue.message, issue.message === 'validation.outOfRange' ? range() : undefined);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = Array.isArray(detail.keys) ? detail.keys.join(', ') : '';
      return { field: keys, key: 'validation.unknownField', labelled: false, vars: { 0: keys } };
    }
    case 'invalid_type':
      return labelled(detail.input === undefined || (issue.message ?? '').includes('received undefined') ? 'validation.required' : 'validation.invalid');
    case 'too_big':
      return detail.origin === 'string' ? labelled('validation.tooLong') : labelled('validation.outOfRange', range());
    case 'too_small':
      return labelled(detail.origin === 'string' && Number(detail.minimum) <= 1 ? 'validation.required' : 'validation.invalid');
    case 'invalid_format':
      return detail.format === 'email' ? { field, key: 'validation.emailFormat', labelled: false } : labelled('validation.invalid');
    default:
      return labelled('validation.invalid');
  }
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

function unwrap(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  let at = schema;
  while (at && WRAPPERS.has(at._zod.def.type)) at = (at._zod.def as { innerType?: z.core.$ZodType }).innerType;
  return at;
}

/** The bounds of the number at `path`, for messages that name both ("between 1 and 100"). */
function numberBounds(schema: z.core.$ZodType, path: readonly PropertyKey[]): { min?: unknown; max?: unknown } {
  let at = unwrap(schema);
  for (const key of path) {
    const def = at?._zod.def as { type?: string; shape?: Record<PropertyKey, z.core.$ZodType>; element?: z.core.$ZodType } | undefined;
    at = unwrap(def?.type === 'object' ? def.shape?.[key] : def?.type === 'array' ? def.element : undefined);
  }
  const number = at as { minValue?: number | null; maxValue?: number | null } | undefined;
  const finite = (n: number | null | undefined) => (Number.isFinite(n) ? n : undefined);
  return { min: finite(number?.minValue), max: finite(number?.maxValue) };
}
