/** What earlier checkout steps settled (contact, ship-to, method), each with a link back to change it. */
import { Link } from '../../app/navigation.tsx';
import { useHref, useMoney, useT } from '../../app/site.tsx';
import { addressLines, toAddressInput } from '../../lib/address-validation.ts';
import type { Country } from '../../components/AddressForm.tsx';
import { chosenAddress, type CheckoutSession, type SavedAddress } from './checkout-session.ts';

interface CheckoutReviewProps {
  session: CheckoutSession;
  addresses: SavedAddress[];
  countries: Country[];
  showMethod?: boolean;
}

export function CheckoutReview({ session, addresses, countries, showMethod }: CheckoutReviewProps) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const address = chosenAddress(session, addresses) ?? toAddressInput(session.address);
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const rows = [
    { label: t('checkout.contact'), value: session.email, step: 'information' },
    { label: t('checkout.shipTo'), value: addressLines(address, countryName).join(', '), step: 'information' },
  ];
  if (showMethod && session.shippingMethod) {
    const fee = session.shippingMethod.fee === 0 ? t('common.free') : money.format(session.shippingMethod.fee);
    rows.push({ label: t('checkout.method'), value: `${session.shippingMethod.name} · ${fee}`, step: 'shipping' });
  }
  return (
    <dl className="divide-y divide-border rounded-theme border border-border text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
          <dt className="w-24 shrink-0 text-description">{row.label}</dt>
          <dd className="min-w-0 flex-1 break-words">{row.value}</dd>
          <dd>
            <Link href={href({ type: 'checkout', slug: row.step })} className="text-primary underline">
              {t('common.change')}
              <span className="sr-only"> {row.label}</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
