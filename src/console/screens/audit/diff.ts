/** What an audit row changed: the fields whose value differs between before and after, in a stable order. */

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changed fields of two snapshots of a record. A creation (nothing before) lists every field
 * it set and a deletion every field it removed; a snapshot that is not an object (a number, a
 * list) is one change under the field name `value`.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [{ field: 'value', before: before ?? null, after: after ?? null }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}
