/**
 * The shop's mailer with the merchant's wording: an e-mail that names its template type goes out
 * in the merchant's template of that type and language when there is one, else in its built-in
 * text (a language the merchant left alone keeps the built-in text of that language). A template
 * that would lose a required value (the code, the link) is not used: the built-in text goes instead.
 */
import { catalogueFor } from '../../../shared/i18n/i18n.ts';
import type { Db } from '../db/client.ts';
import type { Mail, Mailer } from './mailer.ts';
import { findTemplate } from './mail-templates.store.ts';
import { keepsRequired, renderTemplate } from './template-render.ts';

export function templatedMailer(base: Mailer, db: Db, log: (err: unknown) => void): Mailer {
  return {
    kind: base.kind,
    async send(mail: Mail) {
      const { template, ...builtIn } = mail;
      if (!template) return base.send(builtIn);
      const custom = await findTemplate(db, template.type, catalogueFor(template.lang)).catch((err: unknown) => {
        log(err);
        return null;
      });
      if (!custom) return base.send(builtIn);
      const rendered = renderTemplate(custom, template.vars);
      if (!keepsRequired(template.type, rendered, template.vars)) return base.send(builtIn);
      return base.send({ ...builtIn, subject: rendered.subject, text: rendered.text, html: rendered.html });
    },
  };
}
