/**
 * Time left to pay an unpaid order. Rendered after hydration only (the server's clock and the
 * shopper's differ); calls `onExpired` once when the deadline passes.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../app/site.tsx';
import { timeLeft } from './order-view.ts';

export function PayCountdown({ payBefore, onExpired }: { payBefore: string; onExpired?(): void }) {
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  const expired = useRef(false);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : timeLeft(payBefore, now);
  useEffect(() => {
    if (left && left.seconds === 0 && !expired.current) {
      expired.current = true;
      onExpired?.();
    }
  }, [left?.seconds]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!left || left.seconds === 0) return null;
  return (
    <div className="rounded-theme border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>{t('order.payWithin', { count: Math.ceil(left.seconds / 60) })}</p>
      <p className="mt-1 font-semibold">
        {t('order.payCountdown')} <span role="timer" className="font-mono">{left.text}</span>
      </p>
    </div>
  );
}
