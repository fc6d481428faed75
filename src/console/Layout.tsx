/**
 * The signed-in console: header (shop, language, sign-out), navigation from the screen registry
 * with the live notices' badges, the screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { adminSignOut } from '../shared/contracts/admin.ts';
import { call } from './api.ts';
import { useT } from './i18n.ts';
import { LangChooser } from './LangChooser.tsx';
import { LiveNotices } from './LiveNotices.tsx';
import { useMe } from './me.ts';
import { useBadge } from './notices.ts';
import { SCREENS, type ConsoleScreen } from './screens.ts';

/** What shows while the first screen's code loads (the router's fallback for its lazy screens). */
export function Starting() {
  const t = useT();
  return <p className="p-8">{t('loading')}</p>;
}

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
        <nav aria-label={t('title')} className="flex flex-wrap gap-1">
          {SCREENS.filter((s) => s.nav && (!s.permission || me.data.permissions.includes(s.permission))).map((s) => (
            <NavEntry key={s.path} screen={s} />
          ))}
        </nav>
        {/* Wraps on a phone: the address breaks rather than pushing the sign-out button off the screen. */}
        <div className="ml-auto flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
          <LangChooser />
          <span className="min-w-0 break-all text-sm text-slate-500">{me.data.member.email ?? `${me.data.member.firstName} ${me.data.member.lastName}`}</span>
          <button
            type="button"
            className="shrink-0 whitespace-nowrap rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
            onClick={() => void signOut()}
          >
            {t('signOut')}
          </button>
        </div>
      </header>
      <LiveNotices memberId={me.data.member.id} />
      <main className="mx-auto max-w-7xl p-6">
        <Outlet />
      </main>
    </div>
  );
}

/** A navigation entry, with the count of what came in since its screen was last opened. */
function NavEntry({ screen }: { screen: ConsoleScreen }) {
  const t = useT();
  const count = useBadge(screen.badge);
  return (
    <NavLink
      to={`/${screen.path}`}
      end={screen.path === ''}
      className={({ isActive }) =>
        `inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`
      }
    >
      {t(screen.nav!)}
      {count > 0 && (
        <>
          <span aria-hidden="true" className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white">
            {count}
          </span>
          <span className="sr-only">{t('notices.badge', { count })}</span>
        </>
      )}
    </NavLink>
  );
}
