/**
 * `/ws/message` (spec §7): a customer's socket is signed in by the session cookie sent with the
 * upgrade (or the x-auth header), a visitor's names its visitor id in the query (`?visitorId=`,
 * or `?token=` as spec §7 calls it); JSON messages, and a ping every 10 s answered with a pong.
 * `/ws/staff`: the console's socket, signed in the same way by a staff member's session; it hears
 * the new orders and after-sales requests the member's role may read. A change of the member's
 * role applies to the open socket at once (it hears `role`); disabling them closes it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket, { type WebSocket } from '@fastify/websocket';
import { STAFF_SOCKET_PATH } from '../../shared/contracts/notices.ts';
import { isStaffRole } from '../../shared/contracts/staff.ts';
import { authenticate } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db/client.ts';
import { crossSiteCheck } from '../platform/http/cross-site.ts';
import { sendError } from '../platform/http/envelope.ts';
import { DomainError } from '../platform/http/errors.ts';
import { isUuid } from '../platform/http/identity.ts';
import type { Hub } from './hub.ts';

export async function registerRealtime(app: FastifyInstance, deps: { db: Db; hub: Hub; publicUrl: string }) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const crossSite = crossSiteCheck(deps.publicUrl);
  // A page of another site must not open a socket as the shopper (the browser sends their cookies along).
  const sameSiteOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (crossSite(request)) return sendError(request, reply, new DomainError('PERMISSION'));
  };
  /** Answers pings; listening starts at once, so a ping sent while the token is being checked is answered, not lost. */
  const answerPings = (socket: WebSocket, request: FastifyRequest) =>
    socket.on('message', (raw: Buffer) => {
      try {
        const message = JSON.parse(raw.toString()) as { type?: string };
        if (message.type === 'ping') socket.send(JSON.stringify({ code: 0, msg: 'pong' }));
      } catch {
        socket.send(JSON.stringify({ code: 41, msg: request.t('refusals.badJson') }));
      }
    });
  app.get('/ws/message', { websocket: true, schema: { hide: true }, preValidation: sameSiteOnly }, async (socket, request) => {
    answerPings(socket, request);
    // The session comes with the upgrade request's cookie (or x-auth header), never in the URL; a
    // visitor's socket names its visitor id, which is no secret of an account.
    const query = request.query as { token?: string; visitorId?: string };
    const identity = request.authToken ? await authenticate(deps.db, request.authToken) : null;
    const visitorId = isUuid(query.visitorId) ? query.visitorId : isUuid(query.token) ? query.token : null;
    if (!identity && !visitorId) {
      socket.send(JSON.stringify({ code: 50, msg: request.t('refusals.sessionExpired') }));
      socket.close(4401, 'unauthorized');
      return;
    }
    if (socket.readyState !== socket.OPEN) return; // closed while the token was checked
    const remove = deps.hub.add(socket, { userId: identity?.user.id ?? null, visitorId });
    socket.on('close', remove);
    socket.send(JSON.stringify({ code: 0, msg: 'connected' }));
  });

  app.get(STAFF_SOCKET_PATH, { websocket: true, schema: { hide: true }, preValidation: sameSiteOnly }, async (socket, request) => {
    answerPings(socket, request);
    const identity = request.authToken ? await authenticate(deps.db, request.authToken) : null;
    if (!identity) {
      socket.send(JSON.stringify({ code: 50, msg: request.t('refusals.sessionExpired') }));
      socket.close(4401, 'unauthorized');
      return;
    }
    const role = identity.user.staffRole;
    if (!isStaffRole(role)) {
      socket.send(JSON.stringify({ code: 30, msg: request.t('errors.authorization') }));
      socket.close(4403, 'forbidden');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const remove = deps.hub.addStaff(socket, { userId: identity.user.id, role });
    socket.on('close', remove);
    socket.send(JSON.stringify({ code: 0, msg: 'connected' }));
  });
}
