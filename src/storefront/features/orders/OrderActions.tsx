/**
 * The shopper's actions on an order, as the server allows them (`actions`): pay (the sandbox card
 * form, or Stripe's Payment Element for a Stripe order, inline), cancel (asked first), request
 * cancellation, confirm receipt. Each answers the updated order, which the page renders.
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Call } from '../../../shared/contracts/call.ts';
import { orderCancel, orderConfirmReceipt, orderGet, orderPay, orderPayStripe, orderRequestCancel, type OrderDetail } from '../../../shared/contracts/orders.ts';
import { call } from '../../app/api.ts';
import { useMoney, useT } from '../../app/site.tsx';
import { toast } from '../../app/toast.tsx';
import type { FieldMessages } from '../../lib/field-messages.ts';
import { EMPTY_CARD, toCardInput, validateCard, type CardValues } from '../../lib/card-input.ts';
import { CardFields } from '../../components/CardFields.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { actionKey } from './order-view.ts';
import { StripePay } from './payment-views.ts';
import { Spinner } from '../../components/Spinner.tsx';
import type { StripeHandoff } from '../../lib/stripe-js.ts';


type Action = OrderDetail['actions'][number];

const CALLS = {
  pay: { call: orderPay, done: 'order.paid' },
  cancel: { call: orderCancel, done: 'order.cancelled' },
  request_cancel: { call: orderRequestCancel, done: 'order.cancelRequested' },
  confirm_receipt: { call: orderConfirmReceipt, done: 'order.receiptConfirmed' },
} satisfies Record<Action, { call: Call; done: string }>;

export function OrderActions({ order, onOrder }: { order: OrderDetail; onOrder(order: OrderDetail): void }) {
  const t = useT();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [paying, setPaying] = useState(false);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [stripe, setStripe] = useState<StripeHandoff | null>(null);
  const money = useMoney();
  const byStripe = order.paymentMethod === 'stripe';

  const openPayment = async () => {
    if (paying) return setPaying(false);
    if (!byStripe) return setPaying(true);
    setBusy('pay');
    try {
      setStripe(await call(orderPayStripe, { number: order.number }));
      setPaying(true);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(null);
    }
  };
  const stripePaid = async () => {
    toast(t('checkout.paymentReceived'), 'success');
    setPaying(false);
    setStripe(null);
    onOrder(await call(orderGet, { number: order.number }, { silent: true }).catch(() => order));
  };

  const run = async (action: Action, extra: Pick<z.input<typeof orderPay.body>, 'card'> = {}) => {
    setBusy(action);
    try {
      const next = await call(CALLS[action].call, { number: order.number, ...extra });
      toast(t(CALLS[action].done), 'success');
      setPaying(false);
      setCard(EMPTY_CARD);
      onOrder(next);
    } catch {
      // The API client has shown why (e.g. a declined card); the form stays for another try.
    } finally {
      setBusy(null);
    }
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    else void run('pay', { card: toCardInput(card) });
  };

  if (order.actions.length === 0) return null;
  const base = 'flex min-h-11 items-center justify-center gap-2 rounded-theme px-5 font-semibold disabled:opacity-50';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy !== null}
            aria-expanded={action === 'pay' ? paying : undefined}
            onClick={() => (action === 'pay' ? void openPayment() : action === 'confirm_receipt' ? void run(action) : setConfirming(action))}
            className={`${base} ${action === 'pay' || action === 'confirm_receipt' ? 'bg-primary text-white hover:opacity-90' : 'border border-border hover:border-primary hover:text-primary'}`}
          >
            {busy === action && <Spinner />}
            {t(actionKey(action))}
          </button>
        ))}
      </div>
      {paying && byStripe && stripe && (
        <div className="max-w-md rounded-theme border border-border p-4">
          <StripePay handoff={stripe} amount={money.format(order.total)} returnUrl={location.href} onPaid={() => void stripePaid()} />
        </div>
      )}
      {paying && !byStripe && (
        <form onSubmit={pay} noValidate aria-label={t('order.actions.pay')} className="max-w-md rounded-theme border border-border p-4">
          <CardFields values={card} errors={errors} onChange={setCard} />
          <button type="submit" disabled={busy !== null} className={`${base} mt-4 w-full bg-primary text-white hover:opacity-90`}>
            {busy === 'pay' && <Spinner />}
            {busy === 'pay' ? t('checkout.processingPayment') : t('order.actions.pay')}
          </button>
        </form>
      )}
      {confirming && (
        <ConfirmDialog
          message={t('order.cancelConfirm')}
          confirmLabel={t(actionKey(confirming))}
          cancelLabel={t('order.keepOrder')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const action = confirming;
            setConfirming(null);
            void run(action);
          }}
        />
      )}
    </div>
  );
}
