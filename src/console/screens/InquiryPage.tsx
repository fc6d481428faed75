/** One quote request: what the shopper asked, the replies so far, a reply form (sent by e-mail) and its status. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  adminInquiryGet,
  adminInquiryReply,
  adminInquiryStatus,
  INQUIRY_STATUSES,
  type AdminInquiry,
  type InquiryStatus,
} from '../../shared/contracts/engagement-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { refresh } from '../refresh.ts';

export default function InquiryPage() {
  const t = useT();
  const { lang } = useLang();
  const id = Number(useParams().id);
  const key = ['inquiry', id];
  const queryClient = useQueryClient();
  const canReply = usePermitted('inquiries.reply');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const { data, isError } = useQuery({ queryKey: key, queryFn: () => call(adminInquiryGet, { id }), enabled: Number.isInteger(id) && id > 0 });
  const done = (updated: AdminInquiry, text: string) => {
    queryClient.setQueryData(key, updated);
    void refresh(queryClient, ['inquiries']);
    setNotice(text);
  };
  const reply = useMutation({
    mutationFn: (text: string) => call(adminInquiryReply, { id, message: text }),
    onSuccess: (updated) => {
      setMessage('');
      done(updated, t('inquiries.sent'));
    },
  });
  const status = useMutation({
    mutationFn: (next: InquiryStatus) => call(adminInquiryStatus, { id, status: next }),
    onSuccess: (updated) => done(updated, t('inquiries.saved')),
  });
  const failure = [reply.error, status.error].find((e) => e instanceof ConsoleApiError)?.message;

  if (isError) return <p role="alert">{t('failed')}</p>;
  if (!data) return <p>{t('loading')}</p>;
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/inquiries" className="text-sm text-blue-700 underline">
        {t('inquiries.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-semibold">{t('inquiries.heading', { name: data.name })}</h1>
        <label className="ml-auto text-sm">
          <span className="mr-2 text-slate-500">{t('inquiries.setStatus')}</span>
          <select
            className="rounded border border-slate-300 bg-white px-2 py-1.5"
            value={data.status}
            disabled={!canReply || status.isPending}
            onChange={(e) => status.mutate(e.target.value as InquiryStatus)}
          >
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`inquiries.tabs.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice && (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('inquiries.col.email')}</dt>
        <dd>{data.email}</dd>
        <dt className="text-slate-500">{t('inquiries.col.company')}</dt>
        <dd>{data.company || '—'}</dd>
        <dt className="text-slate-500">{t('inquiries.col.product')}</dt>
        <dd>{data.productName ?? data.slug}</dd>
        <dt className="text-slate-500">{t('inquiries.col.quantity')}</dt>
        <dd>{data.quantity}</dd>
        <dt className="text-slate-500">{t('inquiries.col.createdAt')}</dt>
        <dd>{dateTime(data.createdAt, lang)}</dd>
      </dl>
      <section aria-labelledby="inquiry-message">
        <h2 id="inquiry-message" className="font-medium">
          {t('inquiries.message')}
        </h2>
        <p className="mt-1 whitespace-pre-wrap rounded border border-slate-200 bg-white p-3 text-sm">{data.message}</p>
      </section>
      <section aria-labelledby="inquiry-replies">
        <h2 id="inquiry-replies" className="font-medium">
          {t('inquiries.replies')}
        </h2>
        {data.replies.length === 0 && <p className="text-sm text-slate-500">{t('inquiries.noReplies')}</p>}
        <ul className="mt-1 space-y-2">
          {data.replies.map((r) => (
            <li key={r.id} className="rounded border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap">{r.message}</p>
              <p className="mt-1 text-xs text-slate-500">
                {dateTime(r.createdAt, lang)} {r.staffEmail ? t('inquiries.by', { who: r.staffEmail }) : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {canReply && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (message.trim()) reply.mutate(message.trim());
          }}
        >
          <label htmlFor="inquiry-reply" className="block font-medium">
            {t('inquiries.reply')}
          </label>
          <p className="text-xs text-slate-500">{t('inquiries.replyHint')}</p>
          <textarea
            id="inquiry-reply"
            required
            maxLength={5000}
            rows={6}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className="w-full rounded border border-slate-300 bg-white p-2 text-sm"
          />
          <button type="submit" disabled={reply.isPending} className="rounded bg-slate-900 px-4 py-2 text-sm text-white disabled:opacity-50">
            {t('inquiries.send')}
          </button>
        </form>
      )}
    </div>
  );
}
