/** Asks a customer whose e-mail address is not verified to verify it (account area and checkout); checking out still works. */
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function VerifyBanner(_props: SectionProps<'verify-banner'>) {
  const t = useT();
  const href = useHref();
  return (
    <div className="container-page pt-4">
      <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-theme border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <span>{t('recovery.banner')}</span>
        <Link href={href({ type: 'auth', screen: 'verify-prompt' })} className="font-semibold underline">
          {t('recovery.bannerLink')}
        </Link>
      </p>
    </div>
  );
}
