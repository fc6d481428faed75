/** The account centre: a greeting by name, the account's details and credits; the account navigation sits above it. */
import { formatDate } from '../../../lib/dates.ts';
import { useLang, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function AccountCenter({ settings }: SectionProps<'account-center'>) {
  const t = useT();
  const { lang } = useLang();
  const { user } = settings;
  // Accounts made before names were required may have none: the greeting falls back to how they sign in.
  const name = user.firstName || user.nickname || user.email || user.mobile || '';
  const details: Array<[string, string | null]> = [
    [t('fields.name'), [user.firstName, user.lastName].filter(Boolean).join(' ') || null],
    [t('auth.email'), user.email],
    [t('auth.mobile'), user.mobile],
    [t('auth.birthday'), user.birthday && formatDate(user.birthday, lang)],
    [t('account.credits'), String(user.credits)],
  ];

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('account.center')}</h1>
      <div className="mt-6 max-w-xl rounded-theme border border-border bg-white p-6">
        <p className="text-xl font-semibold text-title">{t('account.welcome', { name })}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {details
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-description">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </div>
  );
}
