/** Card number, expiry (MM/YY) and CVC of the sandbox card payment, with the test cards listed. */
import { useT } from '../app/site.tsx';
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
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('checkout.cardNumber')}
        data-field="number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={values.number}
        error={message(errors.number)}
        onChange={(e) => onChange({ ...values, number: formatCardNumber(e.target.value) })}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('checkout.expiry')}
          data-field="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={values.expiry}
          error={message(errors.expiry)}
          onChange={(e) => onChange({ ...values, expiry: formatExpiry(e.target.value, values.expiry) })}
        />
        <TextField
          label={t('checkout.cvc')}
          data-field="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          error={message(errors.cvc)}
          onChange={(e) => onChange({ ...values, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
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
