/** An error page (404, 403, 500): what happened and the way back home. */
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function ErrorPage({ settings }: SectionProps<'error-page'>) {
  const t = useT();
  const href = useHref();
  return (
    <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {settings.status}
      </p>
      <h1 className="text-3xl">{settings.title}</h1>
      <p className="max-w-md text-description">{settings.text}</p>
      <Link href={href({ type: 'home' })} className="mt-4 rounded-theme bg-primary px-6 py-3 font-medium text-white hover:opacity-90">
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
