/** The signed-in console: header (shop, language, sign-out), navigation from the screen registry, the screen. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { adminSignOut } from '../shared/contracts/admin.ts';
import { call } from './api.ts';
import { useT } from './i18n.ts';
import { LangChooser } from './LangChooser.tsx';
import { useMe } from './me.ts';
import { SCREENS } from './screens.ts';

export function Layout() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  useEffect(() => {
    if (me.isError) void navigate(`/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [me.isError, navigate, location.pathname, location.search]);
  if (!me.data) return <p className="p-8">{t('loading')}</p>;

  async function signOut() {
    await call(adminSignOut).catch(() => undefined);
    queryClient.clear();
    void navigate('/signin');
  }

  return (
    <div className="min-h-screen">
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <strong className="text-lg">
          {window.__CONSOLE__.shopName} · {t('title')}
        </strong>
        <nav aria-label={t('title')} className="flex gap-1">
          {SCREENS.filter((s) => s.nav && (!s.permission || me.data.permissions.includes(s.permission))).map((s) => (
            <NavLink
              key={s.path}
              to={`/${s.path}`}
              end={s.path === ''}
              className={({ isActive }) => `rounded px-3 py-1.5 text-sm ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {t(s.nav!)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-4">
          <LangChooser />
          <span className="text-sm text-slate-500">{me.data.member.email ?? `${me.data.member.firstName} ${me.data.member.lastName}`}</span>
          <button type="button" className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100" onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl p-6">
        <Outlet />
      </main>
    </div>
  );
}
