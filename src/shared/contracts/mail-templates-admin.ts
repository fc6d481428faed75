/**
 * The merchant's e-mail templates: one per e-mail type and language, overriding the shop's
 * built-in text; previewed on the server with sample data, sent as a test to the member, reset
 * to the built-in text. Placeholders are checked by the route against the type's list (shared
 * `checkTemplate`), so a refusal names the field and the placeholder.
 */
import { z } from 'zod';
import { MAIL_TEMPLATE_LANGS, MAIL_TYPE_NAMES } from '../mail-templates.ts';
import { defineCall } from './call.ts';
import { msg } from './common.ts';

const admin = { base: '/api/admin', tags: ['admin'] } as const;

export const MailTypeField = z.enum(MAIL_TYPE_NAMES, msg('validation.invalid'));
export const MailLangField = z.enum(MAIL_TEMPLATE_LANGS, msg('validation.invalid'));

export const MailTemplateKey = z.strictObject({ type: MailTypeField, lang: MailLangField });

export const MailTemplateDraft = z.strictObject({
  type: MailTypeField,
  lang: MailLangField,
  subject: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(250, msg('validation.tooLong')),
  text: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(20_000, msg('validation.tooLong')),
  /** Empty: the HTML part is made from the text. */
  html: z.string().trim().max(50_000, msg('validation.tooLong')).default(''),
});
export type MailTemplateDraft = z.infer<typeof MailTemplateDraft>;

export const MailTemplateOverview = z.object({
  types: z.array(
    z.object({
      type: z.enum(MAIL_TYPE_NAMES),
      group: z.string(),
      placeholders: z.array(z.string()),
      required: z.array(z.string()),
      /** The languages the merchant has customised. */
      customised: z.array(z.enum(MAIL_TEMPLATE_LANGS)),
    }),
  ),
});

export const MailTemplate = z.object({
  type: z.enum(MAIL_TYPE_NAMES),
  lang: z.enum(MAIL_TEMPLATE_LANGS),
  customised: z.boolean(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  updatedAt: z.string().nullable(),
});

export const MailPreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });

export const adminMailTemplatesList = defineCall({ path: '/mail-templates/list', answer: MailTemplateOverview, ...admin });
export const adminMailTemplateGet = defineCall({ path: '/mail-templates/get', body: MailTemplateKey, answer: MailTemplate, ...admin });
export const adminMailTemplateSave = defineCall({ path: '/mail-templates/save', body: MailTemplateDraft, answer: MailTemplate, ...admin });
export const adminMailTemplateReset = defineCall({ path: '/mail-templates/reset', body: MailTemplateKey, answer: MailTemplate, ...admin });
export const adminMailTemplatePreview = defineCall({ path: '/mail-templates/preview', body: MailTemplateDraft, answer: MailPreview, ...admin });
export const adminMailTemplateTest = defineCall({ path: '/mail-templates/test', body: MailTemplateDraft, answer: z.object({ sentTo: z.string() }), ...admin });
