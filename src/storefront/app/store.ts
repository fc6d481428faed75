/**
 * Client state of spec §3: whether a session is set, user info, cart count, language prefix,
 * currency and visitor data, mirrored to local storage under the spec's keys and shared across
 * tabs. The session token itself stays in the HttpOnly cookie the server sets: scripts never see
 * it, `xAuth` holds SESSION_IN_COOKIE while the server says (`signed_in` cookie) one is set.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, SESSION_IN_COOKIE, SIGNED_IN_COOKIE, STORAGE_KEYS } from '../../shared/constants.ts';
import type { PublicUser, VisitorData } from '../../shared/contracts/accounts.ts';
import { isCurrency, type CurrencyCode } from '../../shared/money.ts';
import { readCookie, readStorage, writeCookie, writeStorage } from './storage.ts';

export interface ClientState {
  xAuth: string | null;
  userInfo: PublicUser | null;
  cartNum: number;
  langPath: string;
  currency: CurrencyCode;
  visitorData: VisitorData | null;
}

function parseUser(raw: string | null): PublicUser | null {
  try {
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

let state: ClientState = {
  xAuth: null,
  userInfo: null,
  cartNum: 0,
  langPath: '',
  currency: DEFAULT_CURRENCY,
  visitorData: null,
};
/** What the server rendered with: used during hydration so the first client render matches. */
let serverState: ClientState = state;
const listeners = new Set<() => void>();

/** Sets the state a server render (and the hydration after it) sees; renders are synchronous. */
export function setServerState(patch: Partial<ClientState>) {
  serverState = { ...state, ...patch };
  state = serverState;
}

export function getState(): ClientState {
  return state;
}

export function setState(patch: Partial<ClientState>) {
  state = { ...state, ...patch };
  if ('xAuth' in patch) {
    writeStorage(STORAGE_KEYS.auth, patch.xAuth ? SESSION_IN_COOKIE : null);
    // Signed out (or the session found over): the readable marker goes; the server clears the session cookie itself.
    if (!patch.xAuth) writeCookie(SIGNED_IN_COOKIE, null);
  }
  if ('userInfo' in patch) writeStorage(STORAGE_KEYS.userInfo, patch.userInfo ? JSON.stringify(patch.userInfo) : null);
  if ('cartNum' in patch) writeStorage(STORAGE_KEYS.cartNum, String(patch.cartNum ?? 0));
  if ('langPath' in patch) writeStorage(STORAGE_KEYS.langPath, patch.langPath ?? '');
  if ('currency' in patch && patch.currency) {
    writeStorage(STORAGE_KEYS.currency, patch.currency);
    writeCookie('currency', patch.currency);
  }
  listeners.forEach((l) => l());
}

/** Reads the stored state once on the client; whether a session is set comes from the server's `signed_in` cookie. */
export function loadState(initial: { currency?: string }) {
  const storedToken = readStorage(STORAGE_KEYS.auth);
  // A sign-in posted without scripts, or in another tab, set the cookie: the user is read afresh (entry-client).
  const token = readCookie(SIGNED_IN_COOKIE) === '1' ? SESSION_IN_COOKIE : null;
  const stored = readStorage(STORAGE_KEYS.currency) ?? initial.currency;
  state = {
    ...state,
    xAuth: token,
    // The stored user belongs to the stored token; another token's user is read afresh (entry-client).
    userInfo: token && token === storedToken ? parseUser(readStorage(STORAGE_KEYS.userInfo)) : null,
    cartNum: Number(readStorage(STORAGE_KEYS.cartNum) ?? 0) || 0,
    langPath: readStorage(STORAGE_KEYS.langPath) ?? '',
    currency: isCurrency(stored) ? stored : DEFAULT_CURRENCY,
  };
  if (token !== storedToken) setState({ xAuth: token, userInfo: null });
  if (token && !storedToken) writeStorage(STORAGE_KEYS.auth, token);
  // Another tab signed in or out, or changed the cart: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cartNum) setState({ cartNum: Number(event.newValue ?? 0) || 0 });
    if (event.key === STORAGE_KEYS.auth) state = { ...state, xAuth: event.newValue };
    if (event.key === STORAGE_KEYS.userInfo) state = { ...state, userInfo: parseUser(event.newValue) };
    listeners.forEach((l) => l());
  });
}

/** Signing out clears the token and user info, removes the token cookie (spec §4). */
export function clearAuth() {
  setState({ xAuth: null, userInfo: null });
}

/** Calls `listener` after every state change (outside React). */
export function subscribeState(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientState<T>(select: (s: ClientState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(serverState),
  );
}
