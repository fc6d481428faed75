/** user/article: the articles the customer saved to read later, each with a button to take it off the list. */
import { useState } from 'react';
import { favoriteCancel } from '../../../../shared/calls/engagement.ts';
import { call } from '../../../app/api.ts';
import { toast } from '../../../app/toast.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function SavedArticles({ settings }: SectionProps<'saved-articles'>) {
  const t = useT();
  const href = useHref();
  const [list, setList] = useState(settings.list);
  const [busy, setBusy] = useState<number | null>(null);

  const remove = async (id: number) => {
    setBusy(id);
    try {
      await call(favoriteCancel, { types: 'article', articleId: id });
      setList((shown) => shown.filter((a) => a.id !== id));
      toast(t('article.unsaved'), 'success');
    } catch {
      // The call showed its error.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl">{t('account.articles')}</h1>
      {list.length === 0 ? (
        <p className="py-10 text-center text-description">{t('article.noneSaved')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-theme border border-border bg-white">
          {list.map((a) => (
            <li key={a.id} className="flex items-center gap-4 p-4">
              {a.thumbnail && <img src={a.thumbnail} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-theme object-cover" />}
              <div className="min-w-0 flex-1">
                <h2 className="text-base font-medium break-words">
                  <Link href={href({ type: 'article', slug: a.slug })} className="hover:text-primary hover:underline">
                    {a.title}
                  </Link>
                </h2>
                {a.author && <p className="text-sm text-description">{a.author}</p>}
              </div>
              <BusyButton
                type="button"
                busy={busy === a.id}
                onClick={() => remove(a.id)}
                aria-label={`${t('common.remove')}: ${a.title}`}
                className="min-h-11 shrink-0 rounded-theme border border-border px-3 text-sm hover:border-primary hover:text-primary"
              >
                {t('common.remove')}
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
