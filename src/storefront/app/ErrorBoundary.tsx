/**
 * A page that could not load (network down, server unreachable, a broken answer): the shop's
 * head and foot stay, those of the last page shown, and the body says so with a way to try again.
 * Without a page shown yet there is no head or foot to keep, only the message.
 */
import { useEffect } from 'react';
import { useRevalidator, useRouteError } from '../lib/router/index.ts';
import { LangContext, useT } from '../lib/site.ts';
import { lastShownPage, PageFrame } from './PageShell.tsx';
import { getState } from './store.ts';
import { isRouteLang } from '../../shared/routes.ts';

export function ErrorBoundary() {
  const error = useRouteError();
  const page = lastShownPage();
  useEffect(() => console.error(error), [error]);
  if (page) {
    return (
      <PageFrame page={page} guarded>
        <LoadError />
      </PageFrame>
    );
  }
  const lang = getState().langPath;
  return (
    <LangContext.Provider value={{ lang: isRouteLang(lang) ? lang : 'en', langPrefix: lang ? `/${lang}` : '' }}>
      <main id="main">
        <LoadError />
      </main>
    </LangContext.Provider>
  );
}

function LoadError() {
  const t = useT();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div role="alert" className="container-page flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl">{t('errors.unknown')}</h1>
      <p className="text-description">{t('errors.pageLoadFailed')}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={retrying}
        aria-busy={retrying || undefined}
        className="min-h-11 rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90 disabled:opacity-60"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
