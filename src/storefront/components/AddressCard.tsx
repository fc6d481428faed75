/** A saved address as the address book and checkout's saved-address chooser show it: its lines, and a badge on the default. */
import { useT } from '../lib/site.ts';
import { addressLines, type AddressValues } from '../lib/address-validation.ts';

export function AddressLines({ address, countryName }: { address: AddressValues & { isDefault?: boolean }; countryName(code: string): string }) {
  const t = useT();
  return (
    <span className="block min-w-0 text-sm break-words">
      {addressLines(address, countryName).map((line, i) => (
        <span key={i} className={`block ${i === 0 ? 'font-medium text-title' : ''}`}>
          {line}
        </span>
      ))}
      {address.isDefault && <span className="mt-1 block w-fit rounded bg-gray-100 px-1.5 text-xs text-gray-700">{t('address.default')}</span>}
    </span>
  );
}
