/** The console text for a message of the shared contracts' validation (their messages are catalogue keys). */
const FIELD_MESSAGES: Record<string, string> = {
  'validation.emailRequired': 'staff.errors.emailRequired',
  'validation.emailFormat': 'staff.errors.emailFormat',
  'validation.tooLong': 'staff.errors.tooLong',
  'staff.roleInvalid': 'staff.errors.roleInvalid',
};

/** A contract's key becomes its console text; a server's answer is already in the member's language and shown as it is. */
export function fieldMessage(t: (key: string) => string, message: string | undefined, type?: string): string | null {
  if (!message) return null;
  if (type === 'server') return message;
  return t(FIELD_MESSAGES[message] ?? 'failed');
}
