/**
 * Time left to pay an unpaid order. Rendered after hydration only (the server's clock and the
 * shopper's differ); calls `onExpired` once when the deadline passes.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/site.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { timeLeft } from './order-view.ts';

interface PayCountdownProps {
  payBefore: string;
  onExpired?(): void;
}

export function PayCountdown(props: PayCountdownProps) {
  return useHydrated() ? <Countdown {...props} /> : null;
}

function Countdown({ payBefore, onExpired }: PayCountdownProps) {
  const t = useT();
  const [now, setNow] = useState(Date.now);
  const expired = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(payBefore, now);
  useEffect(() => {
    if (left.seconds === 0 && !expired.current) {
      expired.current = true;
      onExpired?.();
    }
  }, [left.seconds]); // eslint-disable-line react-hooks/exhaustive-deps
  if (left.seconds === 0) return null;
  return (
    <div className="rounded-theme border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>{t('order.payWithin', { count: Math.ceil(left.seconds / 60) })}</p>
      <p className="mt-1 font-semibold">
        {t('order.payCountdown')}{' '}
        <span role="timer" className="font-mono">
          {left.text}
        </span>
      </p>
    </div>
  );
}
