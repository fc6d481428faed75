/** The trail from home to the current page; the last crumb is the page itself. */
import { Link } from '../../../components/Link.tsx';
import { useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function Breadcrumbs({ settings }: SectionProps<'breadcrumbs'>) {
  const t = useT();
  const items = settings.items ?? [];
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumb')} className="container-page pt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-description">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.href + i} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="text-text">
                  {item.name}
                </span>
              ) : (
                <Link href={item.href} className="hover:text-primary hover:underline">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
