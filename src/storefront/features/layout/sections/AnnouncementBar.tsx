/** A one-line announcement above the header, optionally linked. */
import { Link } from '../../../components/Link.tsx';
import { useHref } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function AnnouncementBar({ settings }: SectionProps<'announcement-bar'>) {
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
