/** Article cards: thumbnail, title, excerpt, author and date; each card links to its article. */
import { Link } from '../../../components/Link.tsx';
import { useLang, useT } from '../../../lib/site.ts';
import { formatDate } from '../../../lib/dates.ts';
import { toImageRef } from '../../../lib/image-ref.ts';
import type { SectionProps } from '../../../app/section.ts';
import { CoverImage } from '../../../components/CoverImage.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';

export default function ArticleList({ settings }: SectionProps<'article-list'>) {
  const t = useT();
  const { lang } = useLang();
  const articles = settings.articles ?? [];
  const Heading = settings.title ? 'h3' : 'h2';
  return (
    <TitledSection title={settings.title} className="container-page py-section" titleClassName="mb-6 text-2xl md:text-3xl">
      {articles.length === 0 ? (
        <p className="text-description">{t('article.empty')}</p>
      ) : (
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => {
            const image = toImageRef(article.thumbnail, { width: 1200, height: 675 });
            return (
              <li key={article.slug} className="group relative flex flex-col">
                <CoverImage image={image} aspect="aspect-video" alt="" />
                <Heading className="mt-4 text-lg leading-snug">
                  <Link href={article.href} className="after:absolute after:inset-0 group-hover:text-primary">
                    {article.title}
                  </Link>
                </Heading>
                {article.excerpt && <p className="mt-2 line-clamp-3 text-sm text-text">{article.excerpt}</p>}
                <p className="mt-3 text-sm text-description">
                  {t('article.by', { author: article.author })} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
