/** All tags, each a link to its products with how many there are. */
import { Link } from '../../../components/Link.tsx';
import { useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';
import { ListPage } from '../ListPage.tsx';

export default function TagList({ settings }: SectionProps<'tag-list'>) {
  const t = useT();
  const tags = settings.tags ?? [];
  return (
    <ListPage title={settings.title}>
      {tags.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-3">
          {tags.map((tag) => (
            <li key={tag.href}>
              <Link
                href={tag.href}
                className="inline-flex items-center gap-2 rounded-full border border-border px-4 py-2 text-sm hover:border-primary hover:text-primary"
              >
                <span className="font-medium">{tag.name}</span>{' '}
                <span className="text-description">
                  <span aria-hidden="true">{tag.count}</span>
                  <span className="sr-only">{t('category.productCount', { count: tag.count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-description">{t('common.noData')}</p>
      )}
    </ListPage>
  );
}
