/** One coupon: its terms (create or edit), disabling it, and the orders that used it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminCouponDisable, adminCouponGet, adminCouponSave, adminCouponUsage, type AdminCoupon } from '../../shared/contracts/marketing-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { fromLocalInput, input, primary, secondary, TitleFields, toDecimal, toLocalInput, toMinor, UsagePanel, type Titles } from './marketing/fields.tsx';
import { ScopeFields, type PickedProduct } from './marketing/ProductPick.tsx';
import { refresh } from '../refresh.ts';

interface Draft {
  code: string;
  titles: Titles;
  discountType: 'amount' | 'percent';
  value: string;
  threshold: string;
  /** Limited to `products` rather than every item. */
  scoped: boolean;
  products: PickedProduct[];
  stackable: boolean;
  gift: boolean;
  startsAt: string;
  expiresAt: string;
  usageLimit: string;
  perCustomerLimit: string;
}

const emptyDraft = (): Draft => ({
  code: '',
  titles: {},
  discountType: 'percent',
  value: '',
  threshold: '',
  scoped: false,
  products: [],
  stackable: false,
  gift: false,
  startsAt: '',
  expiresAt: '',
  usageLimit: '',
  perCustomerLimit: '1',
});

const draftOf = (c: AdminCoupon): Draft => ({
  code: c.code,
  titles: c.titles,
  discountType: c.discountType,
  value: c.discountType === 'percent' ? String(c.value) : toDecimal(c.value),
  threshold: toDecimal(c.threshold),
  scoped: c.products.length > 0,
  products: c.products,
  stackable: c.stackable,
  gift: c.gift,
  startsAt: toLocalInput(c.startsAt),
  expiresAt: toLocalInput(c.expiresAt),
  usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
  perCustomerLimit: String(c.perCustomerLimit),
});

export default function CouponPage() {
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? undefined : Number(param);
  const t = useT();
  const loaded = useQuery({ queryKey: ['coupon', id], queryFn: () => call(adminCouponGet, { id: id! }), enabled: id !== undefined });
  if (loaded.isError) return <p role="alert">{t('failed')}</p>;
  if (id === undefined) return <CouponForm key="new" initial={emptyDraft()} />;
  if (!loaded.data) return <p>{t('loading')}</p>;
  return <CouponForm key={loaded.data.id} coupon={loaded.data} initial={draftOf(loaded.data)} />;
}

function CouponForm({ coupon, initial }: { coupon?: AdminCoupon; initial: Draft }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [notice, setNotice] = useState('');
  const [scopeMissing, setScopeMissing] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const done = (saved: AdminCoupon, text: string) => {
    queryClient.setQueryData(['coupon', saved.id], saved);
    void refresh(queryClient, ['coupons']);
    setNotice(text);
  };
  const save = useMutation({
    mutationFn: () =>
      call(adminCouponSave, {
        ...(coupon ? { id: coupon.id } : {}),
        code: draft.code,
        title: draft.titles,
        discountType: draft.discountType,
        value: draft.discountType === 'percent' ? Number(draft.value) : toMinor(draft.value),
        threshold: toMinor(draft.threshold),
        productIds: draft.scoped ? draft.products.map((p) => p.id) : [],
        stackable: draft.stackable,
        gift: draft.gift,
        startsAt: fromLocalInput(draft.startsAt),
        expiresAt: fromLocalInput(draft.expiresAt),
        usageLimit: draft.usageLimit.trim() ? Number(draft.usageLimit) : null,
        perCustomerLimit: Number(draft.perCustomerLimit),
      }),
    onSuccess: (saved) => {
      done(saved, t('marketing.saved'));
      if (!coupon) void navigate(`/coupons/${saved.id}`, { replace: true });
    },
  });
  const disable = useMutation({ mutationFn: () => call(adminCouponDisable, { id: coupon!.id }), onSuccess: (saved) => done(saved, t('marketing.saved')) });
  const failure = [save.error, disable.error].find((e) => e instanceof ConsoleApiError)?.message;
  const check = (key: 'stackable' | 'gift') => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />
      {t(`coupons.${key}`)}
    </label>
  );
  const field = (label: string, key: 'code' | 'value' | 'threshold' | 'usageLimit' | 'perCustomerLimit' | 'startsAt' | 'expiresAt', type = 'text') => (
    <label className="block text-sm">
      {label}
      <input
        className={input}
        type={type}
        inputMode={type === 'text' && key !== 'code' ? 'decimal' : undefined}
        value={draft[key]}
        onChange={(e) => set(key, e.target.value)}
      />
    </label>
  );
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/coupons" className="text-sm text-blue-700 underline">
        {t('coupons.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{coupon ? t('coupons.heading', { code: coupon.code }) : t('coupons.new')}</h1>
        {coupon && <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">{t(`coupons.status.${coupon.status}`)}</span>}
        {coupon && coupon.status !== 'disabled' && (
          <button type="button" className={`${secondary} ml-auto`} disabled={disable.isPending} onClick={() => disable.mutate()}>
            {t('coupons.disable')}
          </button>
        )}
      </div>
      {coupon?.status === 'disabled' && <p className="text-sm text-slate-600">{t('coupons.disabledNote')}</p>}
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
      <form
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          setScopeMissing(draft.scoped && draft.products.length === 0);
          if (!(draft.scoped && draft.products.length === 0)) save.mutate();
        }}
      >
        {field(t('coupons.code'), 'code')}
        <TitleFields value={draft.titles} onChange={(titles) => set('titles', titles)} />
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="block text-sm">
            {t('marketing.discountType')}
            <select className={input} value={draft.discountType} onChange={(e) => set('discountType', e.target.value as Draft['discountType'])}>
              <option value="percent">{t('marketing.percent')}</option>
              <option value="amount">{t('marketing.amount')}</option>
            </select>
          </label>
          {field(t('marketing.value'), 'value')}
          {field(t('marketing.threshold'), 'threshold')}
        </div>
        <ScopeFields scoped={draft.scoped} products={draft.products} onChange={(scope) => setDraft({ ...draft, ...scope })} />
        {scopeMissing && (
          <p role="alert" className="text-sm text-red-700">
            {t('coupons.productsRequired')}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {field(t('marketing.startsAt'), 'startsAt', 'datetime-local')}
          {field(t('coupons.expiresAt'), 'expiresAt', 'datetime-local')}
          {field(t('coupons.usageLimit'), 'usageLimit', 'number')}
          {field(t('coupons.perCustomerLimit'), 'perCustomerLimit', 'number')}
        </div>
        {check('stackable')}
        {check('gift')}
        <button type="submit" className={primary} disabled={save.isPending}>
          {t('marketing.save')}
        </button>
      </form>
      {coupon && (
        <div className="space-y-2">
          <h2 id="usage" className="text-lg font-semibold">
            {t('coupons.usage')}
          </h2>
          <UsagePanel def={adminCouponUsage} id={coupon.id} />
        </div>
      )}
    </div>
  );
}
