/** user/log: the credits balance, what 100 credits are worth, and every change of it, newest first. */
import { useState } from 'react';
import type { CreditEntry } from '../../../../shared/contracts/accounts.ts';
import { creditLog } from '../../../../shared/calls/accounts.ts';
import { call } from '../../../app/api.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useHref, useLang, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function CreditLog({ settings }: SectionProps<'credit-log'>) {
  const t = useT();
  const href = useHref();
  const { lang } = useLang();
  const [list, setList] = useState<CreditEntry[]>(settings.list);
  const [more, setMore] = useState(settings.more);
  const [busy, setBusy] = useState(false);

  const loadMore = async () => {
    setBusy(true);
    try {
      const page = await call(creditLog, { before: list.at(-1)?.id });
      setList((shown) => [...shown, ...page.list]);
      setMore(page.more);
    } catch {
      // The call showed its error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('account.log')}</h1>
      <section aria-labelledby="credits-balance" className="mt-6 max-w-xl rounded-theme border border-border bg-white p-6">
        <h2 id="credits-balance" className="text-sm text-description">
          {t('account.credits')}
        </h2>
        <p className="mt-1 text-4xl font-semibold text-title" data-credits-balance>
          {settings.balance}
        </p>
        <p className="mt-2 text-sm text-description">{t('credits.howItWorks')}</p>
      </section>
      <h2 className="mt-8 text-xl font-semibold text-title">{t('credits.history')}</h2>
      {list.length === 0 ? (
        <p className="py-10 text-center text-description">{t('credits.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-theme border border-border bg-white">
          {list.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-4 p-4">
              <div className="min-w-0">
                <p className="font-medium">{t(`credits.reasons.${entry.reason}`)}</p>
                {entry.note && <p className="text-sm break-words text-description">{entry.note}</p>}
                {entry.orderNumber && (
                  <Link href={href({ type: 'account', screen: 'order', slug: entry.orderNumber })} className="text-sm text-primary underline">
                    {t('credits.order', { number: entry.orderNumber })}
                  </Link>
                )}
                <p className="text-xs text-description">{formatDate(entry.createdAt, lang)}</p>
              </div>
              <p className={`shrink-0 text-lg font-semibold ${entry.amount > 0 ? 'text-green-800' : 'text-red-700'}`}>
                {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div className="mt-4 flex justify-center">
          <BusyButton
            type="button"
            busy={busy}
            onClick={loadMore}
            className="min-h-11 rounded-theme border border-border px-5 font-medium hover:border-primary hover:text-primary"
          >
            {t('common.showMore')}
          </BusyButton>
        </div>
      )}
    </div>
  );
}
