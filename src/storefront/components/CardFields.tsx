/** Card number, expiry (MM/YY) and CVC of the sandbox card payment, with the test cards listed. */
import type { ChangeEvent } from 'react';
import { useT } from '../lib/site.ts';
import type { FieldMessages } from '../lib/field-messages.ts';
import { useFieldMessage } from './AddressForm.tsx';
import { formatCardNumber, formatExpiry, TEST_CARDS, type CardValues } from '../lib/card-input.ts';
import { TextField } from './TextField.tsx';

interface CardFieldsProps {
  values: CardValues;
  errors: FieldMessages;
  onChange(values: CardValues): void;
}

export function CardFields({ values, errors, onChange }: CardFieldsProps) {
  const t = useT();
  const message = useFieldMessage();
  const field = (name: keyof CardValues, label: string, autoComplete: string, maxLength: number, format: (typed: string) => string) => ({
    label: t(label),
    'data-field': name,
    inputMode: 'numeric' as const,
    autoComplete,
    maxLength,
    value: values[name],
    error: message(errors[name]),
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: format(e.target.value) }),
  });
  return (
    <div className="flex flex-col gap-4">
      <TextField {...field('number', 'checkout.cardNumber', 'cc-number', 23, formatCardNumber)} />
      <div className="grid grid-cols-2 gap-4">
        <TextField placeholder="MM/YY" {...field('expiry', 'checkout.expiry', 'cc-exp', 5, (typed) => formatExpiry(typed, values.expiry))} />
        <TextField {...field('cvc', 'checkout.cvc', 'cc-csc', 4, (typed) => typed.replace(/\D/g, '').slice(0, 4))} />
      </div>
      <div className="rounded-theme border border-dashed border-border bg-white p-3 text-sm">
        <p className="font-medium">{t('checkout.testCards.title')}</p>
        <ul className="mt-1 flex flex-col gap-0.5">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono">{card.number}</span> — {t(`checkout.testCards.${card.outcome}`)}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-description">{t('checkout.testCards.hint')}</p>
      </div>
    </div>
  );
}
