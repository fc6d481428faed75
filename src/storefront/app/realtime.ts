/**
 * The order socket (spec §7, §9): signed in by the session cookie, else `?visitorId=` with the visitor
 * id; JSON messages; a ping every 10 s; on loss up to 5 reconnects, 50 s apart, then the
 * reconnect-error state. Order changes are re-dispatched as a window event
 * ('shop:order-update') for the order screens, which refetch; after-sales changes likewise
 * ('shop:return-update') for the return screens.
 */
import { STORAGE_KEYS, WS_HEARTBEAT_MS, WS_RECONNECT_ATTEMPTS, WS_RECONNECT_DELAY_MS } from '../../shared/constants.ts';
import { readStorage } from './storage.ts';

export type SocketState = 'connecting' | 'connected' | 'disconnected' | 'reconnect-error';
export const ORDER_UPDATE_EVENT = 'shop:order-update';
export const RETURN_UPDATE_EVENT = 'shop:return-update';

let state: SocketState = 'disconnected';
const listeners = new Set<(s: SocketState) => void>();
function setSocketState(next: SocketState) {
  state = next;
  listeners.forEach((l) => l(next));
}
export const socketState = () => state;
export function onSocketState(listener: (s: SocketState) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether another reconnect should be tried after `attempts` failed ones. */
export function shouldReconnect(attempts: number): boolean {
  return attempts < WS_RECONNECT_ATTEMPTS;
}

export function connectRealtime(opts: { delayMs?: number } = {}) {
  // Signed in, the upgrade request carries the session cookie; a visitor names its visitor id.
  const signedIn = readStorage(STORAGE_KEYS.auth) !== null;
  const visitorId = readStorage(STORAGE_KEYS.visitorId);
  if ((!signedIn && !visitorId) || typeof WebSocket === 'undefined') return () => undefined;
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let closed = false;

  const open = () => {
    setSocketState('connecting');
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/ws/message${signedIn ? '' : `?visitorId=${encodeURIComponent(visitorId!)}`}`);
    socket.onopen = () => {
      attempts = 0;
      setSocketState('connected');
      heartbeat = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), WS_HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { code: number; data?: { type?: string } };
        if (message.data?.type === 'order.update') window.dispatchEvent(new CustomEvent(ORDER_UPDATE_EVENT, { detail: message.data }));
        if (message.data?.type === 'return.update') window.dispatchEvent(new CustomEvent(RETURN_UPDATE_EVENT, { detail: message.data }));
      } catch {
        /* not JSON: ignore */
      }
    };
    socket.onclose = () => {
      clearInterval(heartbeat);
      if (closed) return;
      setSocketState('disconnected');
      if (!shouldReconnect(attempts)) return setSocketState('reconnect-error');
      attempts++;
      retry = setTimeout(open, opts.delayMs ?? WS_RECONNECT_DELAY_MS);
    };
  };
  open();
  return () => {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    socket?.close();
    setSocketState('disconnected');
  };
}
