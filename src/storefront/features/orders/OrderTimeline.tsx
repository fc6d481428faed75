/** The order's history: what happened, who did it and when, oldest first. */
import type { OrderDetail } from '../../../shared/contracts/orders.ts';
import { useT } from '../../app/site.tsx';
import { LocalTime } from '../../components/LocalTime.tsx';
import { actorKey, eventKey, textOr } from './order-view.ts';

export function OrderTimeline({ history }: { history: OrderDetail['history'] }) {
  const t = useT();
  if (history.length === 0) return <p className="text-sm text-description">{t('common.noData')}</p>;
  return (
    <ol className="relative ml-2 border-l border-border">
      {history.map((entry, i) => (
        <li key={i} className="relative pb-5 pl-5 last:pb-0">
          <span aria-hidden="true" className={`absolute -left-[5px] top-1.5 size-2.5 rounded-full ${i === history.length - 1 ? 'bg-primary' : 'bg-gray-400'}`} />
          <p className="text-sm font-medium text-title">{textOr(t, eventKey(entry.action), entry.action)}</p>
          <p className="text-xs text-description">
            <LocalTime iso={entry.at} /> · {textOr(t, actorKey(entry.actor), entry.actor)}
          </p>
        </li>
      ))}
    </ol>
  );
}
