/** The site footer: link columns, the shop's contact details, a short text and the copyright line. */
import { Link } from '../../../components/Link.tsx';
import { useSite, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function Footer({ settings }: SectionProps<'footer'>) {
  const t = useT();
  const site = useSite();
  const menus = settings.menus ?? [];
  const { email, phone, address } = site.contact;
  return (
    <div className="mt-section border-t border-border bg-gray-50">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {menus.map((menu) => (
          <div key={menu.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{menu.title}</h2>
            <ul className="footer-links">
              {menu.items.map((item) => (
                <li key={item.href + item.label}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {(email || phone || address) && (
          <address className="not-italic">
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{t('footer.contact')}</h2>
            <dl className="space-y-2 text-sm text-gray-700">
              {email && (
                <div>
                  <dt className="sr-only">{t('footer.email')}</dt>
                  <dd>
                    <a href={`mailto:${email}`} className="hover:text-primary hover:underline">
                      {email}
                    </a>
                  </dd>
                </div>
              )}
              {phone && (
                <div>
                  <dt className="sr-only">{t('footer.phone')}</dt>
                  <dd>
                    <a href={`tel:${phone}`} className="hover:text-primary hover:underline">
                      {phone}
                    </a>
                  </dd>
                </div>
              )}
              {address && (
                <div>
                  <dt className="sr-only">{t('footer.address')}</dt>
                  <dd className="whitespace-pre-line">{address}</dd>
                </div>
              )}
            </dl>
          </address>
        )}
        {settings.text && <p className="text-sm leading-relaxed text-gray-700 sm:col-span-2 lg:col-span-1">{settings.text}</p>}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-4 text-center text-xs text-gray-700">{t('footer.rights', { year: new Date().getFullYear(), shop: site.name })}</p>
      </div>
    </div>
  );
}
