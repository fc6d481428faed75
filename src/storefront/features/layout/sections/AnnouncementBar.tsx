/** A one-line announcement above the header, optionally linked. */
import type { PageTarget } from '../../../../shared/routes.ts';
import { Link } from '../../../app/navigation.tsx';
import { useHref } from '../../../app/site.tsx';
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  text: string;
  href?: string;
  /** Older settings name the link `link` (a path or an unresolved target). */
  link?: string | PageTarget;
}

export default function AnnouncementBar({ settings }: SectionProps<Settings>) {
  const buildHref = useHref();
  if (!settings.text) return null;
  const { link } = settings;
  const href = settings.href ?? (typeof link === 'string' ? link : link && typeof link.type === 'string' ? buildHref(link) : undefined);
  return (
    <div className="bg-primary px-4 py-2 text-center text-sm text-white">
      {href ? (
        <Link href={href} className="underline-offset-2 hover:underline">
          {settings.text}
        </Link>
      ) : (
        <p>{settings.text}</p>
      )}
    </div>
  );
}
