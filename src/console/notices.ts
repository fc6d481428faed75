/**
 * The console's live notices: one socket per signed-in console (the session cookie signs it in),
 * reconnected with a growing delay when it drops. Each notice adds one to its list's badge (a
 * navigation entry names the badge it shows in screens.ts) unless that list is open, and is
 * announced. The counts are kept per member in the browser, so "new since I last opened the
 * list" survives a reload; opening the list clears them.
 */
import { useSyncExternalStore } from 'react';
import { WS_HEARTBEAT_MS } from '../shared/constants.ts';
import { STAFF_SOCKET_PATH, StaffNotice } from '../shared/contracts/notices.ts';

/** The lists a notice counts for; a navigation entry opts in with `badge`. */
export const BADGE_OF = { 'order.placed': 'orders', 'return.requested': 'returns' } as const satisfies Record<StaffNotice['type'], string>;
export type BadgeKey = (typeof BADGE_OF)[StaffNotice['type']];

/** Reconnect after 1 s, then twice as long each time up to 30 s; a connection that opens starts over. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** Closed by the server because the session ended or is no staff member's: no point retrying. */
const REFUSED = new Set([4401, 4403]);

export const reconnectDelay = (attempt: number) => Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);

type Counts = Partial<Record<BadgeKey, number>>;
let storageKey: string | null = null;
let counts: Counts = {};
const listeners = new Set<() => void>();

function changed(next: Counts) {
  counts = next;
  try {
    if (storageKey) localStorage.setItem(storageKey, JSON.stringify(counts));
  } catch {
    /* private mode: the counts last for this page */
  }
  listeners.forEach((l) => l());
}

function load(memberId: number) {
  storageKey = `console.notices.${memberId}`;
  let stored: Counts = {};
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Counts;
  } catch {
    stored = {};
  }
  changed(stored && typeof stored === 'object' ? stored : {});
}

export function clearBadge(key: BadgeKey) {
  if (counts[key]) changed({ ...counts, [key]: 0 });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many notices came for the list since the member last opened it. */
export function useBadge(key: BadgeKey | undefined): number {
  return useSyncExternalStore(subscribe, () => (key ? (counts[key] ?? 0) : 0));
}

/**
 * Opens the member's socket; `onNotice` hears each notice, `onRoleChange` a change of the member's role, `isOpen` says whether its list is on
 * screen (then it is not counted). Answers the function that closes it for good.
 */
export function connectNotices(opts: {
  memberId: number;
  isOpen(key: BadgeKey): boolean;
  onNotice(notice: StaffNotice): void;
  /** The member's role changed while the socket was open: what they may do is read again. */
  onRoleChange(): void;
}): () => void {
  load(opts.memberId);
  if (typeof WebSocket === 'undefined') return () => undefined;
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}${STAFF_SOCKET_PATH}`);
    socket.onopen = () => {
      attempt = 0;
      heartbeat = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), WS_HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      let parsed: ReturnType<typeof StaffNotice.safeParse>;
      try {
        const message = JSON.parse(String(event.data)) as { msg?: string; data?: unknown };
        if (message.msg === 'role') return opts.onRoleChange();
        parsed = StaffNotice.safeParse(message.data);
      } catch {
        return;
      }
      if (!parsed.success) return;
      const key = BADGE_OF[parsed.data.type];
      if (!opts.isOpen(key)) changed({ ...counts, [key]: (counts[key] ?? 0) + 1 });
      opts.onNotice(parsed.data);
    };
    socket.onclose = (event) => {
      clearInterval(heartbeat);
      if (closed || REFUSED.has(event.code)) return;
      retry = setTimeout(open, reconnectDelay(attempt++));
    };
  };
  open();
  return () => {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    socket?.close();
  };
}
