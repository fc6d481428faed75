/**
 * user/address: the address book. Each address can be edited, deleted or made the default; the
 * form is the checkout's (components/AddressForm) with the address book's per-country rules.
 */
import { useRef, useState, type FormEvent } from 'react';
import { addressDelete, addressSave, addressSetDefault } from '../../../../shared/calls/accounts.ts';
import { AddressSaveBody } from '../../../../shared/contracts/accounts.ts';
import { call } from '../../../app/api.ts';
import { toast } from '../../../app/toast.tsx';
import { useForm } from '../../../app/use-form.ts';
import { AddressLines } from '../../../components/AddressCard.tsx';
import { AddressForm } from '../../../components/AddressForm.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ADDRESS_LABELS, EMPTY_ADDRESS, toAddressInput, type AddressField, type AddressValues } from '../../../lib/address-validation.ts';
import { useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';
import type { SectionSettings } from '../../../../shared/contracts/sections/section.ts';

type Saved = SectionSettings<'address-book'>['list'][number];

const PRIMARY = 'min-h-11 rounded-theme bg-primary px-5 font-semibold text-white hover:opacity-90 disabled:opacity-50';
const SECONDARY = 'min-h-11 rounded-theme border border-border px-4 text-sm font-medium hover:border-primary hover:text-primary disabled:opacity-50';

/** The values of a saved address, for editing it. */
function valuesOf(a: Saved): AddressValues {
  const { id: _id, isDefault: _default, ...values } = a;
  return { ...EMPTY_ADDRESS, ...values };
}

export default function AddressBook({ settings }: SectionProps<'address-book'>) {
  const t = useT();
  const [list, setList] = useState(settings.list);
  /** The address being edited: null for a new one; undefined while the form is closed. */
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const countryName = (code: string) => settings.countries.find((c) => c.code === code)?.name ?? code;
  const heading = useRef<HTMLHeadingElement>(null);

  const open = (id: number | null) => setEditing(id);
  const closed = (next?: Saved[]) => {
    if (next) setList(next);
    setEditing(undefined);
    // Back to the list: focus its heading so keyboard and screen-reader users know where they are.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const act = async (key: string, run: () => Promise<{ list: Saved[] }>, done: string) => {
    setBusy(key);
    try {
      setList((await run()).list);
      toast(done, 'success');
    } catch {
      // The call showed its error.
    } finally {
      setBusy(null);
    }
  };
  const remove = (a: Saved) => {
    if (!window.confirm(t('address.deleteConfirm'))) return;
    void act(`delete-${a.id}`, () => call(addressDelete, { id: a.id }), t('address.deleted'));
  };
  const makeDefault = (a: Saved) => void act(`default-${a.id}`, () => call(addressSetDefault, { id: a.id }), t('address.defaultSet'));

  const current = editing ? list.find((a) => a.id === editing) : undefined;
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
          {t('address.title')}
        </h1>
        {editing === undefined && (
          <button type="button" className={PRIMARY} onClick={() => open(null)}>
            {t('address.add')}
          </button>
        )}
      </div>
      {editing !== undefined && (
        <AddressEditor key={editing ?? 'new'} address={current} first={list.length === 0} countries={settings.countries} onDone={closed} onCancel={() => closed()} />
      )}
      {list.length === 0 ? (
        editing === undefined && <p className="py-10 text-center text-description">{t('address.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label={t('address.title')}>
          {list.map((a) => (
            <li key={a.id} data-address={a.id} className={`flex flex-col gap-3 rounded-theme border bg-white p-4 ${a.isDefault ? 'border-primary' : 'border-border'}`}>
              <AddressLines address={a} countryName={countryName} />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SECONDARY}
                  onClick={() => open(a.id)}
                  aria-label={`${t('address.edit')}: ${a.firstName} ${a.lastName}, ${a.addressLine}`}
                >
                  {t('common.edit')}
                </button>
                {!a.isDefault && (
                  <BusyButton
                    type="button"
                    className={SECONDARY}
                    busy={busy === `default-${a.id}`}
                    onClick={() => makeDefault(a)}
                    aria-label={`${t('address.setDefault')}: ${a.firstName} ${a.lastName}, ${a.addressLine}`}
                  >
                    {t('address.setDefault')}
                  </BusyButton>
                )}
                <BusyButton
                  type="button"
                  className={`${SECONDARY} text-red-700`}
                  busy={busy === `delete-${a.id}`}
                  onClick={() => remove(a)}
                  aria-label={`${t('common.delete')}: ${a.firstName} ${a.lastName}, ${a.addressLine}`}
                >
                  {t('common.delete')}
                </BusyButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface EditorProps {
  address: Saved | undefined;
  /** The book is empty: the new address becomes the default whatever is ticked. */
  first: boolean;
  countries: Array<{ code: string; name: string }>;
  onDone(list: Saved[]): void;
  onCancel(): void;
}

function AddressEditor({ address, first, countries, onDone, onCancel }: EditorProps) {
  const t = useT();
  const [values, setValues] = useState<AddressValues>(() => (address ? valuesOf(address) : EMPTY_ADDRESS));
  const [isDefault, setDefault] = useState(address?.isDefault ?? first);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    schema: AddressSaveBody,
    values,
    toBody: (v) => ({ ...toAddressInput(v), ...(address ? { id: address.id } : {}), isDefault }),
    labels: ADDRESS_LABELS,
  });

  const change = (field: AddressField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.edited(field);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const checked = form.submit();
    if (!checked.ok) {
      target.querySelector<HTMLElement>(`[data-field="${checked.first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await call(addressSave, checked.body);
      toast(t('address.saved'), 'success');
      onDone(answer.list);
    } catch (err) {
      const field = form.failed(err);
      if (field) target.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const title = address ? t('address.edit') : t('address.add');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="address-editor-title" className="mt-6 rounded-theme border border-border bg-white p-4 sm:p-6">
      <h2 id="address-editor-title" className="mb-4 text-xl font-semibold text-title">
        {title}
      </h2>
      <AddressForm values={values} errors={form.errors} countries={countries} onChange={change} onBlur={(f) => form.touch(f)} countryRules />
      <label className="mt-4 flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={isDefault} disabled={address?.isDefault} onChange={(e) => setDefault(e.target.checked)} />
        {t('address.useAsDefault')}
      </label>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row">
        <button type="button" className={SECONDARY} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <BusyButton type="submit" busy={busy} className={PRIMARY}>
          {t('address.save')}
        </BusyButton>
      </div>
    </form>
  );
}
