/** One promotion: its rule and dates (create or edit), enabling or disabling it, and the orders it discounted. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminPromotionActive, adminPromotionGet, adminPromotionSave, adminPromotionUsage, type AdminPromotion } from '../../shared/contracts/marketing-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { fromLocalInput, input, primary, secondary, TitleFields, toDecimal, toLocalInput, toMinor, UsagePanel, type Titles } from './marketing/fields.tsx';
import { refresh } from '../refresh.ts';
import { ScopeFields, type PickedProduct } from './marketing/ProductPick.tsx';

interface Draft {
  titles: Titles;
  kind: 'buy_n' | 'over_x';
  threshold: string;
  discountType: 'amount' | 'percent';
  value: string;
  startsAt: string;
  endsAt: string;
  /** Limited to `products` rather than the whole order. */
  scoped: boolean;
  products: PickedProduct[];
}

const emptyDraft = (): Draft => ({
  titles: {},
  kind: 'over_x',
  threshold: '',
  discountType: 'percent',
  value: '',
  startsAt: '',
  endsAt: '',
  scoped: false,
  products: [],
});
const draftOf = (p: AdminPromotion): Draft => ({
  titles: p.titles,
  kind: p.kind,
  threshold: p.kind === 'buy_n' ? String(p.threshold) : toDecimal(p.threshold),
  discountType: p.discountType,
  value: p.discountType === 'percent' ? String(p.value) : toDecimal(p.value),
  startsAt: toLocalInput(p.startsAt),
  endsAt: toLocalInput(p.endsAt),
  scoped: p.products.length > 0,
  products: p.products,
});

export default function PromotionPage() {
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? undefined : Number(param);
  const t = useT();
  const loaded = useQuery({ queryKey: ['promotion', id], queryFn: () => call(adminPromotionGet, { id: id! }), enabled: id !== undefined });
  if (loaded.isError) return <p role="alert">{t('failed')}</p>;
  if (id === undefined) return <PromotionForm key="new" initial={emptyDraft()} />;
  if (!loaded.data) return <p>{t('loading')}</p>;
  return <PromotionForm key={loaded.data.id} promotion={loaded.data} initial={draftOf(loaded.data)} />;
}

function PromotionForm({ promotion, initial }: { promotion?: AdminPromotion; initial: Draft }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [notice, setNotice] = useState('');
  const [scopeMissing, setScopeMissing] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const done = (saved: AdminPromotion) => {
    queryClient.setQueryData(['promotion', saved.id], saved);
    void refresh(queryClient, ['promotions']);
    setNotice(t('marketing.saved'));
  };
  const save = useMutation({
    mutationFn: () =>
      call(adminPromotionSave, {
        ...(promotion ? { id: promotion.id } : {}),
        title: draft.titles,
        kind: draft.kind,
        threshold: draft.kind === 'buy_n' ? Number(draft.threshold) : toMinor(draft.threshold),
        discountType: draft.discountType,
        value: draft.discountType === 'percent' ? Number(draft.value) : toMinor(draft.value),
        startsAt: fromLocalInput(draft.startsAt),
        endsAt: fromLocalInput(draft.endsAt),
        productIds: draft.scoped ? draft.products.map((p) => p.id) : [],
      }),
    onSuccess: (saved) => {
      done(saved);
      if (!promotion) void navigate(`/promotions/${saved.id}`, { replace: true });
    },
  });
  const toggle = useMutation({ mutationFn: (active: boolean) => call(adminPromotionActive, { id: promotion!.id, active }), onSuccess: done });
  const failure = [save.error, toggle.error].find((e) => e instanceof ConsoleApiError)?.message;
  const text = (label: string, key: 'threshold' | 'value' | 'startsAt' | 'endsAt', type = 'text') => (
    <label className="block text-sm">
      {label}
      <input className={input} type={type} inputMode={type === 'text' ? 'decimal' : undefined} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/promotions" className="text-sm text-blue-700 underline">
        {t('promotions.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{promotion ? t('promotions.heading', { title: promotion.title }) : t('promotions.new')}</h1>
        {promotion && <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">{t(`promotions.status.${promotion.status}`)}</span>}
        {promotion && (
          <button type="button" className={`${secondary} ml-auto`} disabled={toggle.isPending} onClick={() => toggle.mutate(promotion.status === 'disabled')}>
            {promotion.status === 'disabled' ? t('promotions.enable') : t('promotions.disable')}
          </button>
        )}
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
      <form
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          setScopeMissing(draft.scoped && draft.products.length === 0);
          if (!(draft.scoped && draft.products.length === 0)) save.mutate();
        }}
      >
        <TitleFields value={draft.titles} onChange={(titles) => set('titles', titles)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm">
            {t('marketing.kindLabel')}
            <select className={input} value={draft.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
              <option value="over_x">{t('promotions.kind.over_x')}</option>
              <option value="buy_n">{t('promotions.kind.buy_n')}</option>
            </select>
          </label>
          {text(draft.kind === 'buy_n' ? t('promotions.items') : t('promotions.orderAmount'), 'threshold', draft.kind === 'buy_n' ? 'number' : 'text')}
          <label className="block text-sm">
            {t('marketing.discountType')}
            <select className={input} value={draft.discountType} onChange={(e) => set('discountType', e.target.value as Draft['discountType'])}>
              <option value="percent">{t('marketing.percent')}</option>
              <option value="amount">{t('marketing.amount')}</option>
            </select>
          </label>
          {text(t('marketing.value'), 'value')}
          {text(t('marketing.startsAt'), 'startsAt', 'datetime-local')}
          {text(t('promotions.endsAt'), 'endsAt', 'datetime-local')}
        </div>
        <ScopeFields scoped={draft.scoped} products={draft.products} onChange={(scope) => setDraft({ ...draft, ...scope })} />
        {scopeMissing && (
          <p role="alert" className="text-sm text-red-700">
            {t('coupons.productsRequired')}
          </p>
        )}
        <button type="submit" className={primary} disabled={save.isPending}>
          {t('marketing.save')}
        </button>
      </form>
      {promotion && (
        <div className="space-y-2">
          <h2 id="usage" className="text-lg font-semibold">
            {t('coupons.usage')}
          </h2>
          <UsagePanel def={adminPromotionUsage} id={promotion.id} />
        </div>
      )}
    </div>
  );
}
