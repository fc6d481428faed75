/**
 * The shopper's actions on an order, as the server allows them (`actions`): pay (the sandbox card
 * form, or Stripe's Payment Element for a Stripe order, inline), cancel (asked first), request
 * cancellation, confirm receipt. Each answers the updated order, which the page renders.
 */
import { useState, type ComponentType, type FormEvent } from 'react';
import type { z } from 'zod';
import type { CallRoute, ContractOf } from '../../../shared/contracts/call.ts';
import type { OrderDetail } from '../../../shared/contracts/orders.ts';
import { orderCancel, orderConfirmReceipt, orderGet, orderPay, orderPayStripe, orderRequestCancel } from '../../../shared/calls/orders.ts';
import { call } from '../../app/api.ts';
import { useMoney, useT } from '../../lib/site.ts';
import { toast } from '../../app/toast.tsx';
import type { FieldMessages } from '../../lib/field-messages.ts';
import { EMPTY_CARD, toCardInput, validateCard, type CardValues } from '../../lib/card-input.ts';
import { CardFields } from '../../components/CardFields.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { actionKey } from './order-view.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import type { StripeHandoff, StripePayProps } from '../../lib/stripe-handoff.ts';

type Action = OrderDetail['actions'][number];

const CALLS = {
  pay: { call: orderPay, done: 'order.paid' },
  cancel: { call: orderCancel, done: 'order.cancelled' },
  request_cancel: { call: orderRequestCancel, done: 'order.cancelRequested' },
  confirm_receipt: { call: orderConfirmReceipt, done: 'order.receiptConfirmed' },
} satisfies Record<Action, { call: CallRoute; done: string }>;

interface OrderActionsProps {
  order: OrderDetail;
  onOrder(order: OrderDetail): void;
  /** Stripe's payment form (the payments feature's), for an order paid by Stripe. */
  StripePay?: ComponentType<StripePayProps>;
}

export function OrderActions({ order, onOrder, StripePay }: OrderActionsProps) {
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

  const run = async (action: Action, extra: Pick<z.input<ContractOf<typeof orderPay>['body']>, 'card'> = {}) => {
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
          <BusyButton
            key={action}
            type="button"
            busy={busy === action}
            disabled={busy !== null}
            aria-expanded={action === 'pay' ? paying : undefined}
            onClick={() => (action === 'pay' ? void openPayment() : action === 'confirm_receipt' ? void run(action) : setConfirming(action))}
            className={`${base} ${action === 'pay' || action === 'confirm_receipt' ? 'bg-primary text-white hover:opacity-90' : 'border border-border hover:border-primary hover:text-primary'}`}
          >
            {t(actionKey(action))}
          </BusyButton>
        ))}
      </div>
      {paying && byStripe && stripe && StripePay && (
        <div className="max-w-md rounded-theme border border-border p-4">
          <StripePay handoff={stripe} amount={money.format(order.total)} returnUrl={location.href} onPaid={() => void stripePaid()} />
        </div>
      )}
      {paying && !byStripe && (
        <form method="post" onSubmit={pay} noValidate aria-label={t('order.actions.pay')} className="max-w-md rounded-theme border border-border p-4">
          <CardFields values={card} errors={errors} onChange={setCard} />
          <BusyButton type="submit" busy={busy === 'pay'} disabled={busy !== null} className={`${base} mt-4 w-full bg-primary text-white hover:opacity-90`}>
            {busy === 'pay' ? t('checkout.processingPayment') : t('order.actions.pay')}
          </BusyButton>
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
