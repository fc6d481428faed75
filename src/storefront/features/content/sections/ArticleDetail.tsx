/** An article: title, author and date, hero image, the body (HTML sanitised by the server), its tags, and who wrote it (portrait and bio, when the author has them). */
import { Link } from '../../../components/Link.tsx';
import { useLang, useT } from '../../../lib/site.ts';
import { formatDate } from '../../../lib/dates.ts';
import { toImageRef } from '../../../lib/image-ref.ts';
import { PROSE } from '../../../lib/prose.ts';
import type { SectionProps } from '../../../app/section.ts';
import { Img } from '../../../components/Img.tsx';

const TAG = 'block rounded-full bg-gray-100 px-3 py-1 text-sm';

export default function ArticleDetail({ settings }: SectionProps<'article-detail'>) {
  const t = useT();
  const { lang } = useLang();
  const { article } = settings;
  const image = toImageRef(article.thumbnail, { width: 1200, height: 675 });
  const tags = article.tags ?? [];
  const profile = article.authorProfile;
  const portrait = toImageRef(profile?.avatar, { width: 96, height: 96, alt: article.author });
  return (
    <article className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl leading-tight md:text-4xl">{article.title}</h1>
        <p className="mt-3 flex items-center gap-2 text-sm text-description">
          {portrait && <Img image={{ ...portrait, width: 32, height: 32 }} alt="" className="h-8 w-8 rounded-full object-cover" />}
          {t('article.by', { author: article.author })} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
        </p>
        {article.excerpt && <p className="mt-4 text-lg text-text">{article.excerpt}</p>}
      </div>
      {image && <Img image={image} loading="eager" priority className="mx-auto mt-6 aspect-video w-full max-w-4xl rounded-theme object-cover" />}
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
      {profile && (profile.bio || portrait) && (
        <aside aria-labelledby="article-author" className="mx-auto mt-8 flex max-w-3xl gap-4 border-t border-border pt-6">
          {portrait && <Img image={portrait} alt="" className="h-16 w-16 shrink-0 rounded-full object-cover" />}
          <div>
            <h2 id="article-author" className="text-base font-semibold">
              {t('article.aboutAuthor', { author: article.author })}
            </h2>
            {profile.bio && <p className="mt-1 text-sm text-description whitespace-pre-line">{profile.bio}</p>}
          </div>
        </aside>
      )}
    </article>
  );
}
