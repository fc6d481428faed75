/**
 * Message groups only the server shows (e-mails, order documents, the mail templates' fields, the
 * API's refusals and the error pages' texts): the storefront's browser bundle carries its
 * catalogues without them (vite.config.ts). The server reads the message files whole; a test holds
 * that no storefront module names their keys.
 */
export const SERVER_ONLY_MESSAGE_GROUPS = ['mail', 'orderDocs', 'mailTemplates', 'refusals'] as const;

/**
 * The message groups whose texts a module's code names: `'group.key…'` (a text of the group, or
 * a plural's base), `'group.' + …` or `` `group.${…}` ``. A string such as 'order.update' (a
 * message type) names no text. The storefront's build gives each module the English texts of the
 * groups it names (vite.config.ts), so this must not miss one.
 */
export function namedMessageGroups(code: string, catalogue: Record<string, unknown>): string[] {
  return Object.keys(catalogue).filter((group) =>
    [...code.matchAll(new RegExp(`['"\`]${group}\\.(\\$\\{|\\w*)`, 'g'))].some(([, next]) => {
      if (next === '${' || next === '') return true;
      const texts = catalogue[group];
      return !!texts && typeof texts === 'object' && Object.keys(texts).some((key) => key === next || key.startsWith(`${next}_`));
    }),
  );
}
