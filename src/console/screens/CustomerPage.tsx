/** One customer: who they are, their record in tabs, and what the member's role may do to the account. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminCreditAdjust } from '../../shared/contracts/accounts.ts';
import { adminCustomerAnonymise, adminCustomerDisable, adminCustomerEnable, adminCustomerExport, adminCustomerGet } from '../../shared/contracts/customers.ts';
import { call, ConsoleApiError } from '../api.ts';
import { dateTime } from '../format.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { AdjustCredits } from './customer/AdjustCredits.tsx';
import { CustomerTabs } from './customer/CustomerTabs.tsx';
import { button, danger } from './customer/styles.ts';
import { refresh } from '../refresh.ts';

/** Saves the export as a JSON file, as the customer's own download does. */
function download(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Confirm(props: { trigger: string; title: string; body: string; action: string; keep: string; busy: boolean; onConfirm(): void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={button} disabled={props.busy}>
        {props.trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 bg-black/30" />
        <AlertDialog.Content className="fixed top-1/3 left-1/2 w-96 -translate-x-1/2 space-y-4 rounded-lg bg-white p-6 shadow-lg">
          <AlertDialog.Title className="font-medium">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm">{props.body}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={button}>{props.keep}</AlertDialog.Cancel>
            <AlertDialog.Action className={danger} onClick={props.onConfirm}>
              {props.action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default function CustomerPage() {
  const id = Number(useParams().id);
  const t = useT();
  const { lang } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('customers.write');
  const canCredit = usePermitted('credits.write');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const key = ['customer', id, lang];
  const { data: customer, isError } = useQuery({ queryKey: key, queryFn: () => call(adminCustomerGet, { id }), enabled: Number.isInteger(id) && id > 0 });
  const act = useMutation({
    mutationFn: (run: () => Promise<string | null>) => run(),
    onMutate: () => setNotice(null),
    onSuccess: (text) => {
      if (text) setNotice({ ok: true, text });
      void refresh(queryClient, ['customer', id]);
      void refresh(queryClient, ['customers']);
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
  });

  if (isError || !(id > 0)) return <p role="alert">{t('failed')}</p>;
  if (!customer) return <p>{t('loading')}</p>;
  const { profile } = customer;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email || profile.mobile || t('customers.unnamed');

  const actions: ReactNode[] = [];
  if (canWrite && profile.disabled) {
    actions.push(
      <button key="enable" type="button" className={button} disabled={act.isPending} onClick={() => act.mutate(() => call(adminCustomerEnable, { id }).then(() => null))}>
        {t('customers.actions.enable')}
      </button>,
    );
  }
  if (canWrite && !profile.disabled) {
    actions.push(
      <Confirm
        key="disable"
        trigger={t('customers.actions.disable')}
        title={t('customers.actions.disableTitle')}
        body={t('customers.actions.disableConfirm')}
        action={t('customers.actions.disable')}
        keep={t('customers.actions.keep')}
        busy={act.isPending}
        onConfirm={() => act.mutate(() => call(adminCustomerDisable, { id }).then(() => null))}
      />,
    );
  }
  actions.push(
    <button
      key="export"
      type="button"
      className={button}
      disabled={act.isPending}
      onClick={() =>
        act.mutate(async () => {
          download(await call(adminCustomerExport, { id }), `customer-${id}.json`);
          return null;
        })
      }
    >
      {t('customers.actions.export')}
    </button>,
  );
  if (canWrite) {
    actions.push(
      <Confirm
        key="anonymise"
        trigger={t('customers.actions.anonymise')}
        title={t('customers.actions.anonymiseTitle')}
        body={t('customers.actions.anonymiseConfirm')}
        action={t('customers.actions.anonymiseAction')}
        keep={t('customers.actions.keep')}
        busy={act.isPending}
        onConfirm={() =>
          act.mutate(async () => {
            await call(adminCustomerAnonymise, { id });
            queryClient.removeQueries({ queryKey: ['customer', id] });
            void navigate('/customers', { state: { notice: t('customers.anonymised') } });
            return null;
          })
        }
      />,
    );
  }

  return (
    <div className="space-y-4">
      <Link to="/customers" className="text-sm text-blue-700 underline">
        ← {t('customers.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{name}</h1>
        <span className={`rounded px-2 py-1 text-sm ${profile.disabled ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}>
          {t(profile.disabled ? 'customers.disabled' : 'customers.active')}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">{actions}</div>
      </div>
      <p className="text-sm text-slate-600">
        {[profile.email, profile.mobile].filter(Boolean).join(' · ')} · {t(profile.emailVerified ? 'customers.verified' : 'customers.notVerified')} ·{' '}
        {t('customers.since', { date: dateTime(profile.createdAt, lang) })}
      </p>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={`text-sm ${notice.ok ? 'text-green-700' : 'text-red-600'}`}>
          {notice.text}
        </p>
      )}
      <CustomerTabs
        customer={customer}
        creditsAction={
          canCredit ? (
            <AdjustCredits
              onAdjust={(values) =>
                act.mutateAsync(async () => {
                  const { balance } = await call(adminCreditAdjust, { userId: id, ...values });
                  return t('customers.credits.adjusted', { balance });
                })
              }
            />
          ) : null
        }
      />
    </div>
  );
}
