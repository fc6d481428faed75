/**
 * The e-mail templates: pick an e-mail and a language, reword its subject, text and (optionally)
 * HTML with the placeholders it offers, preview it with sample data rendered by the server, send a
 * test to yourself, save, or go back to the built-in text. The server checks the placeholders and
 * sanitises the HTML; its refusal names the field.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import {
  adminMailTemplateGet,
  adminMailTemplatePreview,
  adminMailTemplateReset,
  adminMailTemplateSave,
  adminMailTemplatesList,
  adminMailTemplateTest,
  type MailPreview as Preview,
} from '../../shared/contracts/mail-templates-admin.ts';
import { MAIL_TEMPLATE_LANGS, MAIL_TYPE_NAMES, type MailTemplateLang, type MailType } from '../../shared/mail-templates.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { refresh } from '../refresh.ts';
import { MailPreview } from './mail/MailPreview.tsx';

const LIST_KEY = ['mail-templates'] as const;
type Draft = { subject: string; text: string; html: string };
const inputClass = 'w-full rounded border border-slate-300 px-2 py-1.5 text-sm';

export default function MailTemplates() {
  const t = useT();
  const queryClient = useQueryClient();
  const [type, setType] = useState<MailType>('order.confirmation');
  const [lang, setLang] = useState<MailTemplateLang>('en');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [preview, setPreview] = useState<z.infer<typeof Preview> | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string; field?: string } | null>(null);
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => call(adminMailTemplatesList) });
  const templateKey = [...LIST_KEY, type, lang];
  const template = useQuery({ queryKey: templateKey, queryFn: () => call(adminMailTemplateGet, { type, lang }) });
  const current: Draft | null = draft ?? (template.data ? { subject: template.data.subject, text: template.data.text, html: template.data.html } : null);
  const spec = list.data?.types.find((entry) => entry.type === type);

  const failed = (err: unknown) => {
    const field = err instanceof ConsoleApiError ? (err.data as { field?: string } | null)?.field : undefined;
    setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed'), field });
  };
  const run = useMutation({
    mutationFn: async (action: 'preview' | 'save' | 'test' | 'reset') => {
      const body = { type, lang, ...current! };
      if (action === 'preview') return { action, preview: await call(adminMailTemplatePreview, body) };
      if (action === 'test') return { action, sentTo: (await call(adminMailTemplateTest, body)).sentTo };
      const saved = await call(action === 'save' ? adminMailTemplateSave : adminMailTemplateReset, action === 'save' ? body : { type, lang });
      queryClient.setQueryData(templateKey, saved);
      return { action };
    },
    onMutate: () => setNotice(null),
    onSuccess: async (result) => {
      if (result.action === 'preview') setPreview(result.preview ?? null);
      if (result.action === 'test') setNotice({ ok: true, text: t('mailTemplates.testSent', { to: result.sentTo ?? '' }) });
      if (result.action === 'save' || result.action === 'reset') {
        setDraft(null);
        setPreview(null);
        setNotice({ ok: true, text: t(result.action === 'save' ? 'mailTemplates.saved' : 'mailTemplates.resetDone') });
        await refresh(queryClient, LIST_KEY);
      }
    },
    onError: failed,
  });
  const choose = (next: { type?: MailType; lang?: MailTemplateLang }) => {
    if (next.type) setType(next.type);
    if (next.lang) setLang(next.lang);
    setDraft(null);
    setPreview(null);
    setNotice(null);
  };
  const edit = (field: keyof Draft, value: string) => current && setDraft({ ...current, [field]: value });
  const invalid = (field: string) => (notice?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'mail-template-notice' } : {});
  const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50';

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('mailTemplates.heading')}</h1>
      <p className="text-sm text-slate-600">{t('mailTemplates.intro', { example: '{{order.number}}' })}</p>
      {(list.isError || template.isError) && <p role="alert">{t('failed')}</p>}
      <div className="flex flex-wrap gap-4">
        <div className="text-sm">
          <label htmlFor="mail-type">{t('mailTemplates.type')}</label>
          <select id="mail-type" className={inputClass} value={type} onChange={(e) => choose({ type: e.target.value as MailType })}>
            {MAIL_TYPE_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`mailTemplates.types.${name.replace('.', '_')}`)}
                {list.data?.types.find((entry) => entry.type === name)?.customised.length ? ' •' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm">
          <label htmlFor="mail-lang">{t('mailTemplates.lang')}</label>
          <select id="mail-lang" className={inputClass} value={lang} onChange={(e) => choose({ lang: e.target.value as MailTemplateLang })}>
            {MAIL_TEMPLATE_LANGS.map((code) => (
              <option key={code} value={code}>
                {t(`mailTemplates.langs.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {template.data && <p className="self-end text-sm font-medium">{template.data.customised ? t('mailTemplates.customised') : t('mailTemplates.builtIn')}</p>}
      </div>
      {notice && (
        <p id="mail-template-notice" role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
          {notice.text}
        </p>
      )}
      {current && (
        <form
          className="grid gap-6 xl:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            run.mutate('save');
          }}
        >
          <div className="space-y-3">
            <div className="text-sm">
              <label htmlFor="mail-subject">{t('mailTemplates.subject')}</label>
              <input id="mail-subject" className={inputClass} value={current.subject} onChange={(e) => edit('subject', e.target.value)} {...invalid('subject')} />
            </div>
            <div className="text-sm">
              <label htmlFor="mail-text">{t('mailTemplates.text')}</label>
              <textarea
                id="mail-text"
                className={`${inputClass} h-48 font-mono`}
                value={current.text}
                onChange={(e) => edit('text', e.target.value)}
                {...invalid('text')}
              />
            </div>
            <div className="text-sm">
              <label htmlFor="mail-html">{t('mailTemplates.html')}</label>
              <textarea
                id="mail-html"
                aria-describedby="mail-html-hint"
                className={`${inputClass} h-32 font-mono`}
                value={current.html}
                onChange={(e) => edit('html', e.target.value)}
                {...invalid('html')}
              />
              <span id="mail-html-hint" className="text-xs text-slate-500">
                {t('mailTemplates.htmlHint')}
              </span>
            </div>
            {spec && (
              <div className="text-sm">
                <h2 className="font-medium">{t('mailTemplates.placeholders')}</h2>
                <ul className="flex flex-wrap gap-2">
                  {spec.placeholders.map((name) => (
                    <li key={name}>
                      <code className="rounded bg-slate-100 px-1">{`{{${name}}}`}</code>
                      {spec.required.includes(name) && <span className="ml-1 text-xs text-red-700">({t('mailTemplates.required')})</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="button" className={button} disabled={run.isPending} onClick={() => run.mutate('preview')}>
                {t('mailTemplates.preview')}
              </button>
              <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={run.isPending}>
                {t('mailTemplates.save')}
              </button>
              <button type="button" className={button} disabled={run.isPending} onClick={() => run.mutate('test')}>
                {t('mailTemplates.test')}
              </button>
              <button type="button" className={button} disabled={run.isPending || !template.data?.customised} onClick={() => run.mutate('reset')}>
                {t('mailTemplates.reset')}
              </button>
            </div>
          </div>
          {preview && <MailPreview mail={preview} />}
        </form>
      )}
    </div>
  );
}
