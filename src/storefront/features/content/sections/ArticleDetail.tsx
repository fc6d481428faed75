/** An article: title, author and date, hero image, the body (HTML sanitised by the server) and its tags. */
import { Link } from '../../../app/navigation.tsx';
import { useLang, useT } from '../../../app/site.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { toImageRef } from '../../../lib/image-ref.ts';
import { PROSE } from '../../../lib/prose.ts';
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  article: {
    title: string;
    excerpt?: string;
    body: string;
    thumbnail: string | null;
    author: string;
    publishedAt: string;
    /** Display names in the page's language; `href` is the tag's page, null for a tag that has none. */
    tags?: Array<{ name: string; href: string | null }>;
  };
}

const TAG = 'block rounded-full bg-gray-100 px-3 py-1 text-sm';

export default function ArticleDetail({ settings }: SectionProps<Settings>) {
  const t = useT();
  const { lang } = useLang();
  const { article } = settings;
  const image = toImageRef(article.thumbnail, { width: 1200, height: 675 });
  const tags = article.tags ?? [];
  return (
    <article className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl leading-tight md:text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-description">
          {t('article.by', { author: article.author })} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
        </p>
        {article.excerpt && <p className="mt-4 text-lg text-text">{article.excerpt}</p>}
      </div>
      {image && (
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="mx-auto mt-6 aspect-video w-full max-w-4xl rounded-theme object-cover"
        />
      )}
      <div className={`mx-auto mt-6 max-w-3xl ${PROSE}`} dangerouslySetInnerHTML={{ __html: article.body }} />
      {tags.length > 0 && (
        <div className="mx-auto mt-8 flex max-w-3xl flex-wrap items-center gap-2 border-t border-border pt-6">
          <h2 className="mr-1 text-sm font-semibold">{t('tag.title')}</h2>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.href ?? tag.name}>
                {tag.href ? (
                  <Link href={tag.href} className={`${TAG} hover:bg-primary hover:text-white`}>
                    {tag.name}
                  </Link>
                ) : (
                  <span className={TAG}>{tag.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
