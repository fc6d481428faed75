/**
 * The live notices in the signed-in console: connects once per member, announces each notice in
 * a polite live region, refreshes the lists it concerns, and clears a badge when its screen opens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { StaffNotice } from '../shared/contracts/notices.ts';
import { useT } from './i18n.ts';
import { ME_KEY } from './me.ts';
import { BADGE_OF, clearBadge, connectNotices, type BadgeKey } from './notices.ts';
import { SCREENS } from './screens.ts';
import { refresh } from './refresh.ts';

/** The screen whose navigation entry shows the badge, at its own path (a list, not one of its items). */
const screenOf = (key: BadgeKey) => SCREENS.find((s) => s.badge === key && s.nav);
const isAt = (pathname: string, key: BadgeKey) => {
  const screen = screenOf(key);
  return Boolean(screen) && pathname.replace(/\/$/, '') === `/${screen!.path}`;
};

export function LiveNotices({ memberId }: { memberId: number }) {
  const t = useT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [last, setLast] = useState<StaffNotice | null>(null);
  // The socket outlives renders: it reads the current address through a ref.
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  useEffect(
    () =>
      connectNotices({
        memberId,
        isOpen: (key) => isAt(pathname.current, key),
        onNotice(notice) {
          setLast(notice);
          void refresh(queryClient, [BADGE_OF[notice.type]]);
          void refresh(queryClient, ['dashboard']);
        },
        onRoleChange: () => void refresh(queryClient, ME_KEY),
      }),
    [memberId, queryClient],
  );

  useEffect(() => {
    for (const key of Object.values(BADGE_OF)) if (isAt(location.pathname, key)) clearBadge(key);
  }, [location.pathname]);

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {last?.type === 'order.placed' && t('notices.orderPlaced', { number: last.number })}
      {last?.type === 'return.requested' && t('notices.returnRequested', { number: last.number, order: last.orderNumber })}
    </div>
  );
}
