/** A rendered e-mail as the customer would get it: the subject, the HTML in a sandboxed frame (no script, no same origin) and the text. */
import type { z } from 'zod';
import type { MailPreview as Preview } from '../../../shared/contracts/mail-templates-admin.ts';
import { useT } from '../../i18n.ts';

export function MailPreview({ mail }: { mail: z.infer<typeof Preview> }) {
  const t = useT();
  return (
    <section aria-label={t('mailTemplates.previewHeading')} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">{t('mailTemplates.previewHeading')}</h2>
      <p className="text-sm">{t('mailTemplates.previewSubject', { subject: mail.subject })}</p>
      <iframe
        title={t('mailTemplates.previewHtml')}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;margin:12px">${mail.html}</body>`}
        className="h-72 w-full rounded border border-slate-200"
      />
      <h3 className="text-sm font-medium">{t('mailTemplates.previewText')}</h3>
      <pre aria-label={t('mailTemplates.previewText')} className="whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm">
        {mail.text}
      </pre>
    </section>
  );
}
