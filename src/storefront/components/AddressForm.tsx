/**
 * The address fields of spec §3 (country as a select), with their §5 messages inline. Controlled:
 * the parent keeps the values and the messages (from its form's checks). The inputs have no names:
 * a submit before hydration then sends nothing, so no address ends up in a URL.
 */
import { dialCode, statesOf, usesPostalCode } from '../../shared/countries.ts';
import { useT } from '../lib/site.ts';
import { ADDRESS_FIELDS, type AddressField, type AddressValues } from '../lib/address-validation.ts';
import type { FieldMessage } from '../lib/field-messages.ts';
import { SelectField, TextField } from './TextField.tsx';

export interface Country {
  code: string;
  name: string;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  country: 'country',
  state: 'address-level1',
  city: 'address-level2',
  area: 'address-level3',
  postalCode: 'postal-code',
  addressLine: 'address-line1',
  apartment: 'address-line2',
  countryCode: 'tel-country-code',
  phone: 'tel-national',
};

/** Fields that share a row on wider screens. */
const HALF: AddressField[] = ['firstName', 'lastName', 'state', 'city', 'area', 'postalCode'];

export function useFieldMessage() {
  const t = useT();
  return (m: FieldMessage | undefined | null) => (m ? t(m.key, { ...(m.label ? { 0: t(m.label) } : {}), ...m.vars }) : null);
}

interface AddressFormProps {
  values: AddressValues;
  /** The message to show under each field that has one. */
  errors: Partial<Record<string, string>>;
  countries: Country[];
  onChange(field: AddressField, value: string): void;
  /** The field was left. */
  onBlur?(field: AddressField): void;
  /** The address book's per-country rules: the postal code is marked required where the country uses one. */
  countryRules?: boolean;
}

/**
 * Where the country has a list of states the state is chosen from it; choosing a country fills
 * the country code with its dialling code unless the shopper typed another one.
 */
export function AddressForm({ values, errors, countries, onChange, onBlur, countryRules = false }: AddressFormProps) {
  const t = useT();
  const states = statesOf(values.country);
  const chooseCountry = (country: string) => {
    onChange('country', country);
    const code = dialCode(country);
    if (code && (!values.countryCode || values.countryCode === dialCode(values.country))) onChange('countryCode', code);
    if (values.state && (states || statesOf(country)) && !statesOf(country)?.includes(values.state)) onChange('state', '');
  };
  const required = (name: AddressField, base: boolean) =>
    base || (countryRules && ((name === 'state' && states !== null) || (name === 'postalCode' && usesPostalCode(values.country))));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {ADDRESS_FIELDS.map((field) => {
        const error = errors[field.name] ?? null;
        const isRequired = required(field.name, field.required);
        const optional = !isRequired && field.name !== 'apartment';
        const label = optional ? `${t(field.label)} (${t('common.optional')})` : t(field.label);
        const span = HALF.includes(field.name) ? '' : 'sm:col-span-2';
        if (field.name === 'country') {
          return (
            <SelectField
              key={field.name}
              className={span}
              label={label}
              data-field="country"
              autoComplete={AUTOCOMPLETE.country}
              value={values.country}
              error={error}
              onChange={(e) => chooseCountry(e.target.value)}
              onBlur={() => onBlur?.('country')}
            >
              <option value="">{t('validation.select', { 0: t('address.country') })}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          );
        }
        if (field.name === 'state' && states) {
          return (
            <SelectField
              key={field.name}
              className={span}
              label={label}
              data-field="state"
              autoComplete={AUTOCOMPLETE.state}
              value={values.state}
              required={isRequired}
              error={error}
              onChange={(e) => onChange('state', e.target.value)}
              onBlur={() => onBlur?.('state')}
            >
              <option value="">{t('validation.select', { 0: t('address.state') })}</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          );
        }
        const tel = field.name === 'phone' || field.name === 'countryCode';
        return (
          <TextField
            key={field.name}
            className={field.name === 'countryCode' ? '' : field.name === 'phone' ? '' : span}
            label={label}
            data-field={field.name}
            value={values[field.name]}
            maxLength={field.max}
            autoComplete={AUTOCOMPLETE[field.name]}
            type={tel ? 'tel' : 'text'}
            inputMode={tel ? 'tel' : undefined}
            placeholder={field.name === 'countryCode' ? '+1' : undefined}
            required={isRequired}
            error={error}
            onChange={(e) => onChange(field.name, e.target.value)}
            onBlur={() => onBlur?.(field.name)}
          />
        );
      })}
    </div>
  );
}
