/** The merchant console: its own bundle, served at /admin, rendered in the browser. */
import './styles.css';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApi } from './api.ts';
import { LangContext, initialLang, rememberLang } from './i18n.ts';
import type { ConsoleLang } from './messages.ts';
import { Layout, Starting } from './Layout.tsx';
import { SignIn } from './SignIn.tsx';
import { SCREENS } from './screens.ts';
import { Permitted } from './Permitted.tsx';
import { refresh } from './refresh.ts';

declare global {
  interface Window {
    __CONSOLE__: { shopName: string; lang: string; baseCurrency: string; session: boolean };
  }
}

/** Where the sign-in screen sends the member back to: the address asked for, under /admin. */
const redirectHere = () => `/signin?redirect=${encodeURIComponent(location.pathname.replace(/^\/admin/, '') || '/')}`;

// No session cookie came with the page: nobody is signed in, so the console opens at its sign-in
// screen at once, without asking who is (an answer the browser would report as a failed request).
if (!window.__CONSOLE__.session && !location.pathname.startsWith('/admin/signin')) history.replaceState(null, '', `/admin${redirectHere()}`);

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const router = createBrowserRouter(
  [
    { path: '/signin', Component: SignIn },
    {
      path: '/',
      Component: Layout,
      HydrateFallback: Starting,
      children: SCREENS.map((screen) => ({
        ...(screen.path ? { path: screen.path } : { index: true }),
        lazy: async () => {
          const Screen = (await screen.load()).default;
          return { Component: () => <Permitted permission={screen.permission} screen={Screen} /> };
        },
      })),
    },
  ],
  { basename: '/admin' },
);

configureApi({
  lang: initialLang(window.__CONSOLE__.lang),
  onSignedOut() {
    queryClient.clear();
    if (!location.pathname.startsWith('/admin/signin')) void router.navigate(redirectHere());
  },
});

function Console() {
  const [lang, setLangState] = useState<ConsoleLang>(() => initialLang(window.__CONSOLE__.lang));
  const value = useMemo(
    () => ({
      lang,
      setLang(next: ConsoleLang) {
        rememberLang(next);
        configureApi({ lang: next });
        document.documentElement.lang = next;
        setLangState(next);
        // Answers carry texts in the language asked for: ask again.
        void refresh(queryClient);
      },
    }),
    [lang],
  );
  return (
    <LangContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LangContext.Provider>
  );
}

document.documentElement.lang = initialLang(window.__CONSOLE__.lang);
createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <Console />
  </StrictMode>,
);
