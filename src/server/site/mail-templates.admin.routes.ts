/**
 * The merchant's e-mail templates (console: Settings › E-mails): the list of e-mail types with the
 * languages customised, one template (the merchant's, else the built-in text), save, reset to the
 * built-in text, a preview with sample values and a test sent to the member. Reading needs
 * settings.read; changing and sending settings.write. Every change writes its audit row.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMailTemplateGet,
  adminMailTemplatePreview,
  adminMailTemplateReset,
  adminMailTemplateSave,
  adminMailTemplatesList,
  adminMailTemplateTest,
  type MailTemplateDraft,
} from '../../shared/contracts/mail-templates-admin.ts';
import { checkTemplate, MAIL_TYPES, MAIL_TYPE_NAMES, requiredOf, type MailTemplateLang, type MailType } from '../../shared/mail-templates.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError } from '../platform/http/errors.ts';
import { route } from '../platform/http/route.ts';
import { defaultTemplate, sampleVars } from '../platform/mail/mail-defaults.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { customisedLanguages, deleteTemplate, findTemplate, saveTemplate } from '../platform/mail/mail-templates.store.ts';
import { renderTemplate, sanitizeMailHtml, type TemplateText } from '../platform/mail/template-render.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import type { SiteService } from './site.service.ts';

export interface MailTemplateDeps {
  db: Db;
  mailer: Mailer;
  site: SiteService;
  publicUrl: string;
}

async function current(db: Executor, type: MailType, lang: MailTemplateLang) {
  const stored = await findTemplate(db, type, lang);
  const template = stored ?? defaultTemplate(type, lang);
  return {
    type,
    lang,
    customised: Boolean(stored),
    subject: template.subject,
    text: template.text,
    html: template.html,
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** The draft as it would be stored: its placeholders checked (the refusal names the field), its HTML sanitised. */
function checked(request: FastifyRequest, draft: MailTemplateDraft): TemplateText {
  const template = { subject: draft.subject, text: draft.text, html: draft.html ? sanitizeMailHtml(draft.html) : '' };
  const problem = checkTemplate(draft.type, template);
  if (problem) {
    const params = { field: request.t(`fields.${problem.field}`), placeholder: problem.placeholder };
    throw new DomainError(problem.problem === 'unknown' ? 'MAIL_PLACEHOLDER_UNKNOWN' : 'MAIL_PLACEHOLDER_MISSING', params, { field: problem.field });
  }
  return template;
}

export function adminMailTemplateRoutes(deps: MailTemplateDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const preview = async (draft: MailTemplateDraft, template: TemplateText) => {
    const { config } = await deps.site.get();
    return renderTemplate(template, sampleVars(draft.lang, { publicUrl: deps.publicUrl, shopName: config.name, currency: config.baseCurrency }));
  };
  return async (app) => {
    route(app, adminMailTemplatesList, permit('settings.read'), async () => {
      const customised = await customisedLanguages(db);
      const types = MAIL_TYPE_NAMES.map((type) => ({
        type,
        group: MAIL_TYPES[type].group,
        placeholders: [...MAIL_TYPES[type].placeholders],
        required: [...requiredOf(type)],
        customised: customised.get(type) ?? [],
      }));
      return ok({ types });
    });
    route(app, adminMailTemplateGet, permit('settings.read'), async (request) => ok(await current(db, request.body.type, request.body.lang)));
    route(app, adminMailTemplateSave, permit('settings.write'), async (request) => {
      const { type, lang } = request.body;
      const template = checked(request, request.body);
      const { user } = staffOf(request);
      return db.transaction(async (tx) => {
        const before = await findTemplate(tx, type, lang);
        await saveTemplate(tx, type, lang, template, user.id);
        await audit(tx, request, { action: 'mailTemplate.save', entity: 'mail_template', entityId: `${type}:${lang}`, before, after: template });
        return ok(await current(tx, type, lang), request.t('common.saved'));
      });
    });
    route(app, adminMailTemplateReset, permit('settings.write'), async (request) => {
      const { type, lang } = request.body;
      await db.transaction(async (tx) => {
        const before = await findTemplate(tx, type, lang);
        await deleteTemplate(tx, type, lang);
        await audit(tx, request, { action: 'mailTemplate.reset', entity: 'mail_template', entityId: `${type}:${lang}`, before, after: null });
      });
      return ok(await current(db, type, lang), request.t('mailTemplates.reset'));
    });
    route(app, adminMailTemplatePreview, permit('settings.read'), async (request) => ok(await preview(request.body, checked(request, request.body))));
    route(app, adminMailTemplateTest, permit('settings.write'), async (request) => {
      const template = checked(request, request.body);
      const { user } = staffOf(request);
      if (!user.email) throw new DomainError('STAFF_NO_EMAIL');
      const mail = await preview(request.body, template);
      await deps.mailer.send({ to: user.email, ...mail });
      const entityId = `${request.body.type}:${request.body.lang}`;
      await audit(db, request, { action: 'mailTemplate.test', entity: 'mail_template', entityId, after: { to: user.email, subject: mail.subject } });
      return ok({ sentTo: user.email }, request.t('mailTemplates.testSent', { to: user.email }));
    });
  };
}
