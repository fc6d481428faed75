/**
 * Tells a shopper's open tabs what happened to their orders, and the staff's consoles what came
 * in (new orders, new after-sales requests). Sockets are held per process; with Redis every event
 * is published on one channel and each process delivers it to its own sockets, so N processes
 * behind a balancer behave as one.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { STAFF_NOTICE_PERMISSION, type StaffNotice } from '../../shared/contracts/notices.ts';
import { PERMISSIONS, roleCan, type StaffRole } from '../../shared/contracts/staff.ts';
import type { OrderEvent, OrderEventBus } from '../orders/events.ts';
import { purgeHere, type PurgeTags, type PurgeTopic } from '../platform/purge.ts';

export interface Socket {
  send(data: string): void;
  readonly readyState: number;
  close(code?: number, reason?: string): void;
}

/** A message for one shopper's tabs besides an order update (e.g. an after-sales request changed). */
export interface Notice {
  kind: 'notice';
  userId: number | null;
  visitorId: string | null;
  msg: string;
  data: Record<string, unknown>;
}

/** A notice for the staff's consoles, delivered to each member whose role may read its list. */
interface StaffEvent {
  kind: 'staff';
  notice: StaffNotice;
}

/** A cache purge from one process, for the others (platform/purge.ts). */
interface PurgeEvent {
  kind: 'purge';
  topic: PurgeTopic;
  /** What changed (platform/purge.ts); absent: the whole topic. */
  tags?: string[];
  origin: string;
}

/** A staff member's role changed (or they were disabled: no role): their open consoles follow at once. */
interface StaffMemberEvent {
  kind: 'staff-member';
  userId: number;
  role: StaffRole | null;
}

export interface StaffNoticeBus {
  publish(notice: StaffNotice): void;
}

type HubEvent = OrderEvent | Notice | StaffEvent | StaffMemberEvent | PurgeEvent;

/** `prefix` is the shop's Redis prefix: shops sharing one Redis hear only their own orders. */
export function createHub(opts: { redis?: Redis; prefix?: string; log: (err: unknown) => void }) {
  const CHANNEL = `${opts.prefix ?? 'shop:'}order-events`;
  /** This hub's own purges come back through Redis too; it has cleared its process's caches already. */
  const origin = randomUUID();
  const sockets = new Map<string, Set<Socket>>();
  const keysOf = (e: Pick<OrderEvent, 'userId' | 'visitorId'>) =>
    [e.userId ? `user:${e.userId}` : null, e.visitorId ? `visitor:${e.visitorId}` : null].filter(Boolean) as string[];

  const staffSockets = new Map<Socket, { userId: number; role: StaffRole }>();

  function deliverToStaff(notice: StaffNotice) {
    const permission = STAFF_NOTICE_PERMISSION[notice.type];
    const message = JSON.stringify({ code: 0, msg: 'notice', data: notice });
    for (const [socket, member] of staffSockets) if (socket.readyState === 1 && roleCan(member.role, permission)) socket.send(message);
  }

  /** The member's sockets hear with their new role from now on, and are told it; a disabled member's are closed. */
  function memberChanged(event: StaffMemberEvent) {
    for (const [socket, member] of staffSockets) {
      if (member.userId !== event.userId) continue;
      if (event.role === null) {
        staffSockets.delete(socket);
        socket.send(JSON.stringify({ code: 50, msg: 'signed out' }));
        socket.close(4401, 'unauthorized');
        continue;
      }
      member.role = event.role;
      const role = event.role;
      if (socket.readyState === 1) socket.send(JSON.stringify({ code: 0, msg: 'role', data: { role, permissions: PERMISSIONS.filter((p) => roleCan(role, p)) } }));
    }
  }

  function deliver(event: HubEvent) {
    if ('kind' in event && event.kind === 'purge') return event.origin === origin ? undefined : purgeHere(event.topic, event.tags);
    if ('kind' in event && event.kind === 'staff') return deliverToStaff(event.notice);
    if ('kind' in event && event.kind === 'staff-member') return memberChanged(event);
    const message =
      'kind' in event
        ? JSON.stringify({ code: 0, msg: event.msg, data: event.data })
        : JSON.stringify({ code: 0, msg: 'order', data: { type: 'order.update', number: event.number, ...event.state, tab: event.tab } });
    const sent = new Set<Socket>();
    for (const key of keysOf(event)) {
      for (const socket of sockets.get(key) ?? []) {
        if (sent.has(socket) || socket.readyState !== 1) continue;
        sent.add(socket);
        socket.send(message);
      }
    }
  }

  let subscriber: Redis | undefined;
  if (opts.redis) {
    // Its own connection (a subscribed client can do nothing else), queueing until it is up.
    subscriber = opts.redis.duplicate({ lazyConnect: false, enableOfflineQueue: true });
    subscriber.subscribe(CHANNEL).catch(opts.log);
    subscriber.on('message', (_channel, raw) => {
      try {
        deliver(JSON.parse(raw) as HubEvent);
      } catch (err) {
        opts.log(err);
      }
    });
  }

  /** To every process's sockets through Redis when there is one, else to this process's. */
  function send(event: HubEvent) {
    if (opts.redis) opts.redis.publish(CHANNEL, JSON.stringify(event)).catch(opts.log);
    else deliver(event);
  }

  const bus: OrderEventBus = { publish: send };
  const staff: StaffNoticeBus = { publish: (notice) => send({ kind: 'staff', notice }) };

  return {
    bus,
    /** Sends a notice to one shopper's open tabs (through Redis when there is one, like order updates). */
    notify(notice: Omit<Notice, 'kind'>) {
      send({ kind: 'notice', ...notice });
    },
    /** Tells the consoles of the staff who may read its list of a new order or request. */
    staff,
    /** Tells the shop's other processes to clear their caches of `topic` (only through Redis: alone, there are none). */
    purge(topic: PurgeTopic, tags?: PurgeTags) {
      if (opts.redis) send({ kind: 'purge', topic, ...(tags ? { tags: [...tags] } : {}), origin });
    },
    /** Registers a socket for a customer and/or visitor; returns the function that removes it. */
    add(socket: Socket, who: { userId: number | null; visitorId: string | null }): () => void {
      const keys = keysOf(who);
      for (const key of keys) {
        if (!sockets.has(key)) sockets.set(key, new Set());
        sockets.get(key)!.add(socket);
      }
      return () => {
        for (const key of keys) {
          sockets.get(key)?.delete(socket);
          if (sockets.get(key)?.size === 0) sockets.delete(key);
        }
      };
    },
    /** Registers a staff member's console socket with their role; returns the function that removes it. */
    addStaff(socket: Socket, member: { userId: number; role: StaffRole }): () => void {
      staffSockets.set(socket, { ...member });
      return () => staffSockets.delete(socket);
    },
    /** A member's role changed (null: disabled): their open consoles in every process follow at once. */
    staffMemberChanged(userId: number, role: StaffRole | null) {
      send({ kind: 'staff-member', userId, role });
    },
    /** Open sockets in this process, the shoppers' and the staff's. */
    size: () => [...sockets.values()].reduce((n, s) => n + s.size, 0) + staffSockets.size,
    async close() {
      await subscriber?.quit();
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
