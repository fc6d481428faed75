/** A customer's orders, addresses, returns, reviews, credits and devices, one Radix tab each. */
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerDetail } from '../../../shared/contracts/customers.ts';
import { dateTime, money } from '../../format.ts';
import { useLang, useT } from '../../i18n.ts';

const TABS = ['orders', 'addresses', 'returns', 'reviews', 'credits', 'devices'] as const;

function ListTable({ headers, rows, empty }: { headers: string[]; rows: Array<{ key: string | number; cells: ReactNode[] }>; empty: string }) {
  if (rows.length === 0) return <p className="p-4 text-sm text-slate-500">{empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="bg-slate-50">
        <tr>
          {headers.map((h) => (
            <th key={h} className="px-3 py-2 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            {row.cells.map((cell, i) => (
              <td key={i} className="px-3 py-2">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CustomerTabs({ customer, creditsAction }: { customer: CustomerDetail; creditsAction: ReactNode }) {
  const t = useT();
  const { lang } = useLang();
  const panel = 'rounded-b-lg border border-t-0 border-slate-200 bg-white';
  return (
    <Tabs.Root defaultValue="orders">
      <Tabs.List className="flex flex-wrap gap-1 border-b border-slate-200" aria-label={t('customers.nav')}>
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 data-[state=active]:border-slate-900 data-[state=active]:font-medium data-[state=active]:text-slate-900"
          >
            {t(`customers.tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="orders" className={panel}>
        <ListTable
          empty={t('customers.orders.empty')}
          headers={[t('customers.orders.number'), t('customers.orders.placed'), t('customers.orders.status'), t('customers.orders.total')]}
          rows={customer.orders.map((o) => ({
            key: o.number,
            cells: [
              <Link key="n" className="font-medium text-blue-700 underline" to={`/orders/${o.number}`}>
                {o.number}
              </Link>,
              dateTime(o.submittedAt, lang),
              `${t(`status.${o.status}`)} · ${t(`status.${o.payStatus}`)} · ${t(`status.${o.deliveryStatus}`)}`,
              money(o.total, lang, o.currency),
            ],
          }))}
        />
      </Tabs.Content>
      <Tabs.Content value="addresses" className={panel}>
        {customer.addresses.length === 0 ? (
          <p className="p-4 text-sm text-slate-500">{t('customers.addresses.empty')}</p>
        ) : (
          <ul className="grid gap-3 p-4 sm:grid-cols-2">
            {customer.addresses.map((a) => (
              <li key={a.id} className="rounded border border-slate-200 p-3 text-sm">
                {a.isDefault && <span className="mb-1 block text-xs font-medium text-slate-500">{t('customers.addresses.default')}</span>}
                <address className="not-italic">
                  {`${a.firstName} ${a.lastName}`.trim()}
                  <br />
                  {[a.addressLine, a.apartment].filter(Boolean).join(', ')}
                  <br />
                  {[a.area, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ')}
                  <br />
                  {[a.countryCode, a.phone].filter(Boolean).join(' ')}
                </address>
              </li>
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="returns" className={panel}>
        <ListTable
          empty={t('customers.returns.empty')}
          headers={[
            t('customers.returns.number'),
            t('customers.returns.order'),
            t('customers.returns.type'),
            t('customers.returns.status'),
            t('customers.returns.refund'),
            t('customers.returns.requested'),
          ]}
          rows={customer.returns.map((r) => ({
            key: r.number,
            cells: [
              r.number,
              <Link key="o" className="text-blue-700 underline" to={`/orders/${r.orderNumber}`}>
                {r.orderNumber}
              </Link>,
              t(`customers.returns.types.${r.type}`),
              t(`customers.returns.statuses.${r.status}`),
              money(r.refundAmount, lang),
              dateTime(r.createdAt, lang),
            ],
          }))}
        />
      </Tabs.Content>
      <Tabs.Content value="reviews" className={panel}>
        <ListTable
          empty={t('customers.reviews.empty')}
          headers={[t('customers.reviews.product'), t('customers.reviews.rating'), t('customers.reviews.content'), t('customers.reviews.written')]}
          rows={customer.reviews.map((r) => ({
            key: r.id,
            cells: [
              r.productTitle,
              t('customers.reviews.stars', { rating: r.rating }),
              <>
                {r.content}
                {r.hidden && <span className="ml-2 rounded bg-slate-100 px-1 text-xs">{t('customers.reviews.hidden')}</span>}
              </>,
              dateTime(r.createdAt, lang),
            ],
          }))}
        />
      </Tabs.Content>
      <Tabs.Content value="credits" className={panel}>
        <div className="flex flex-wrap items-center gap-3 p-4">
          <strong>{t('customers.credits.balance', { balance: customer.credits.balance })}</strong>
          <div className="ml-auto">{creditsAction}</div>
        </div>
        <ListTable
          empty={t('customers.credits.empty')}
          headers={[t('customers.credits.date'), t('customers.credits.amount'), t('customers.credits.reason')]}
          rows={customer.credits.ledger.map((c) => ({
            key: c.id,
            cells: [
              dateTime(c.createdAt, lang),
              c.amount > 0 ? `+${c.amount}` : String(c.amount),
              [t(`customers.credits.reasons.${c.reason}`), c.orderNumber, c.note].filter(Boolean).join(' · '),
            ],
          }))}
        />
      </Tabs.Content>
      <Tabs.Content value="devices" className={panel}>
        <ListTable
          empty={t('customers.devices.empty')}
          headers={[
            t('customers.devices.browser'),
            t('customers.devices.os'),
            t('customers.devices.ip'),
            t('customers.devices.firstSeen'),
            t('customers.devices.lastSeen'),
          ]}
          rows={customer.devices.map((d) => ({ key: d.id, cells: [d.browser, d.os, d.ip, dateTime(d.firstSeen, lang), dateTime(d.lastSeen, lang)] }))}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
