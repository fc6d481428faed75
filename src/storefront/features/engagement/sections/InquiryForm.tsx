/**
 * The quote request: name, e-mail, company, quantity and message, checked here first (spec §5
 * messages inline), then sent; a field error from the server lands on its field. On success
 * the form gives way to a thank-you note and the feedback form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { inquirySubmit } from '../../../../shared/calls/engagement.ts';
import { call } from '../../../app/api.ts';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { useForm } from '../../../app/use-form.ts';
import { INQUIRY_FIELDS, InquiryFields, inquiryFields, QUANTITY_MAX, type InquiryField, type InquiryValues } from '../inquiry-validation.ts';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import type { SectionProps } from '../../../app/section.ts';
import { lazyView } from '../../../app/lazy-view.tsx';

/** Shown only after a request is sent: its code loads then. */
const InquiryFeedback = lazyView(() => import('../InquiryFeedback.tsx'));

const EMPTY: InquiryValues = { name: '', email: '', company: '', quantity: '1', message: '' };

export default function InquiryForm({ settings }: SectionProps<'inquiry-form'>) {
  const t = useT();
  const href = useHref();
  const [values, setValues] = useState(EMPTY);
  const form = useForm({ schema: InquiryFields, values, toBody: inquiryFields });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<InquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanks = useRef<HTMLDivElement>(null);
  const { product } = settings;
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const set = (field: InquiryField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.edited(field);
  };
  const focus = (field: string | null) => {
    if ((INQUIRY_FIELDS as readonly unknown[]).includes(field)) fields.current[field as InquiryField]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.submit();
    if (!checked.ok) return focus(checked.first);
    setBusy(true);
    try {
      await call(inquirySubmit, { slug: settings.slug, ...checked.body });
      setSent(true);
    } catch (err) {
      // The API client has shown the failure; a field it names gets the message too.
      focus(form.failed(err));
    } finally {
      setBusy(false);
    }
  };

  const ref = (field: InquiryField) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    fields.current[field] = el;
  };
  const input = (field: InquiryField) => ({ name: field, value: values[field], error: form.errors[field], ref: ref(field), onBlur: () => form.touch(field) });

  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        {product && (
          <div className="mb-6 flex items-center gap-4 rounded-theme border border-border p-3">
            <ProductImage image={product.image} sizes="64px" alt="" className="size-16 shrink-0 rounded-theme object-cover" />
            <Link href={href({ type: 'product', slug: product.slug })} className="font-medium hover:text-primary hover:underline">
              {product.title}
            </Link>
          </div>
        )}
        {sent ? (
          <div ref={thanks} tabIndex={-1} className="rounded-theme border border-green-700 bg-green-50 p-6 outline-none">
            <p role="status" className="text-lg font-semibold text-green-900">
              {t('inquiry.sent')}
            </p>
            <InquiryFeedback slug={settings.slug} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4 rounded-theme border border-border bg-white p-6 sm:grid-cols-2">
            <TextField label={t('inquiry.name')} autoComplete="name" required onChange={(e) => set('name', e.target.value)} {...input('name')} />
            <TextField label={t('fields.email')} type="email" autoComplete="email" required onChange={(e) => set('email', e.target.value)} {...input('email')} />
            <TextField label={t('inquiry.company')} autoComplete="organization" onChange={(e) => set('company', e.target.value)} {...input('company')} />
            <TextField
              label={t('inquiry.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={QUANTITY_MAX}
              step={1}
              required
              onChange={(e) => set('quantity', e.target.value)}
              {...input('quantity')}
            />
            <TextAreaField
              label={t('inquiry.message')}
              rows={6}
              required
              className="sm:col-span-2"
              onChange={(e) => set('message', e.target.value)}
              {...input('message')}
            />
            <div className="sm:col-span-2">
              <BusyButton
                type="submit"
                busy={busy}
                className="flex items-center justify-center gap-2 rounded-theme bg-primary px-6 py-3 font-semibold text-white hover:opacity-90 disabled:opacity-60"
              >
                {t('inquiry.submit')}
              </BusyButton>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
