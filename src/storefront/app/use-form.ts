/**
 * A form checked with its call's body schema, so it says what the server would (the same checks,
 * the same catalogue messages). A field's message shows once the field has been left or the form
 * submitted, and follows the values from then on; a field error in the server's answer (code 41,
 * `data.field`) shows on its field until the field is edited.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { Code } from '../../shared/envelope.ts';
import { fieldMessages, type FieldMessage } from '../lib/field-messages.ts';
import { ApiError } from './api.ts';
import { useT } from '../lib/site.ts';

/** A body as the form has it: the schema's fields, with what was typed (checked before it is sent). */
export type Draft<T> = { [K in keyof T]?: unknown };

export interface FormOptions<S extends z.ZodType, V> {
  /** The call's body schema, or the part of it the form fills. */
  schema: S;
  values: V;
  toBody(values: V): Draft<z.input<S>>;
  /** Label keys by body path, for messages that name their field; `fields.<name>` otherwise. */
  labels?: Partial<Record<string, string>>;
  /** The form's name for the field at a body path; the path itself by default. */
  fieldOf?(path: string): string;
  /** The server's messages by form field for a form it already checked (posted before the page's scripts ran). */
  answered?: Partial<Record<string, string>>;
}

export type Submission<S extends z.ZodType> = { ok: true; body: z.output<S> } | { ok: false; first: string };

export function useForm<S extends z.ZodType, V>({ schema, values, toBody, labels, fieldOf = (path) => path, answered: posted }: FormOptions<S, V>) {
  const t = useT();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(() => Object.keys(posted ?? {}).length > 0);
  /** The server's messages by field, already in the shopper's language. */
  const [answered, setAnswered] = useState<Partial<Record<string, string>>>(() => posted ?? {});

  const found: Partial<Record<string, FieldMessage>> = {};
  for (const [path, message] of Object.entries(fieldMessages(schema, toBody(values), labels))) found[fieldOf(path)] ??= message;
  const text = (m: FieldMessage) => t(m.key, { ...(m.label ? { 0: t(m.label) } : {}), ...m.vars });

  const errors: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(found)) if (message && (submitted || touched.has(field))) errors[field] = text(message);
  Object.assign(errors, answered);

  return {
    /** The message to show under each field that has one. */
    errors,
    /** The field was left: its message shows from now on. */
    touch(field: string) {
      if (!touched.has(field)) setTouched(new Set(touched).add(field));
    },
    /** The field was edited: the server's message about it no longer applies. */
    edited(field: string) {
      if (answered[field]) setAnswered(({ [field]: _, ...rest }) => rest);
    },
    /** Checks the whole form and shows every message: the parsed body when it passes, else the first field to fix. */
    submit(): Submission<S> {
      setSubmitted(true);
      setAnswered({});
      const result = schema.safeParse(toBody(values));
      if (result.success) return { ok: true, body: result.data };
      return { ok: false, first: Object.keys(found)[0] ?? '' };
    },
    /** Shows a field error of a failed call on its field; answers the field, or null when the error names none. */
    failed(err: unknown): string | null {
      const path = err instanceof ApiError && err.code === Code.fullFail ? (err.data as { field?: unknown } | null)?.field : undefined;
      if (typeof path !== 'string' || !path) return null;
      const field = fieldOf(path);
      setAnswered((shown) => ({ ...shown, [field]: (err as ApiError).message }));
      return field;
    },
  };
}
