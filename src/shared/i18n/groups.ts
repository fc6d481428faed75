/**
 * Message groups only the server shows (e-mails, order documents, the mail templates' fields):
 * the storefront's browser bundle carries its catalogues without them (vite.config.ts). The
 * server reads the message files whole; a test holds that no storefront module names their keys.
 */
export const SERVER_ONLY_MESSAGE_GROUPS = ['mail', 'orderDocs', 'mailTemplates'] as const;
