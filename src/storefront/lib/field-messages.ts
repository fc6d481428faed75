/**
 * A form's messages from a contract's schema: each field's first failed check, as the catalogue
 * key the server would answer with (`shared/contracts/issues.ts`), keyed by the field's path.
 */
import type { z } from 'zod';
import { describeIssue } from '../../shared/contracts/issues.ts';
import en from '../../shared/i18n/messages/en.json' with { type: 'json' };

/** A message as catalogue keys: `key`, with `{0}` filled by the translated `label` and `vars` by themselves. */
export interface FieldMessage {
  key: string;
  label?: string;
  vars?: Record<string, unknown>;
}
export type FieldMessages = Partial<Record<string, FieldMessage>>;

/** Whether the message names its field (`{0}`), as every catalogue's text of the key does alike. */
function namesField(key: string): boolean {
  const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], en);
  return typeof text !== 'string' || text.includes('{0}');
}

/** The label key of a field: `labels[path]`, else the server's `fields.<name>`. */
function labelOf(path: string, labels: Partial<Record<string, string>>): string {
  return labels[path] ?? `fields.${path.split('.').at(-1)}`;
}

export function fieldMessages(schema: z.ZodType, value: unknown, labels: Partial<Record<string, string>> = {}): FieldMessages {
  const result = schema.safeParse(value);
  const messages: FieldMessages = {};
  for (const issue of result.error?.issues ?? []) {
    const found = describeIssue(issue, schema);
    if (messages[found.field]) continue;
    messages[found.field] = {
      key: found.key,
      ...(found.labelled && namesField(found.key) ? { label: labelOf(found.field, labels) } : {}),
      ...(found.vars ? { vars: found.vars } : {}),
    };
  }
  return messages;
}
