/** The security centre's calls and the profile's `/user/edit*` calls (spec §7). */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseMobile } from '../../shared/contracts/accounts.ts';
import {
  activity,
  AVATAR_MAX_BYTES,
  devices,
  editAvatar,
  editEmail,
  editInfo,
  editMobile,
  editName,
  editPassword,
  loginVerification,
  signOutDevice,
  signOutOtherDevices,
} from '../../shared/contracts/security.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError } from '../platform/http/errors.ts';
import { route } from '../platform/http/route.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { Storage } from '../platform/media/storage.ts';
import type { SmsSender } from '../platform/sms/sms.ts';
import { listActivity } from './account-events.ts';
import { storeAvatar } from './avatar.ts';
import { clearSessionCookie, setSessionCookie } from './auth-form.ts';
import { clientInfo, requireUser } from './identity.ts';
import { deviceKey, setDeviceCookie, setLoginVerification } from './login-verification.ts';
import {
  changePassword,
  CODE_TTL_MINUTES,
  confirmCode,
  editProfile,
  issueCode,
  listDevices,
  signOutDevice as endDevice,
  signOutOtherDevices as endOtherDevices,
  type CodePurpose,
} from './security.service.ts';

export interface SecurityDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  secure: boolean;
  shopName(): Promise<string>;
}

/** Per signed-in session where there is one, else per address. */
const perSession = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.authToken ?? request.ip },
});

export function securityRoutes(deps: SecurityDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    route(app, devices, async (request) => {
      const identity = await requireUser(request);
      return ok({ list: await listDevices(db, identity.user.id, identity.sessionId) });
    });
    route(app, signOutDevice, async (request, reply) => {
      const identity = await requireUser(request);
      await endDevice(db, identity, request.body.id, clientInfo(request));
      if (request.body.id === identity.sessionId) {
        clearSessionCookie(reply);
        return ok({ list: [] }, request.t('account.deviceSignedOut'));
      }
      return ok({ list: await listDevices(db, identity.user.id, identity.sessionId) }, request.t('account.deviceSignedOut'));
    });
    route(app, signOutOtherDevices, async (request) => {
      const identity = await requireUser(request);
      await endOtherDevices(db, identity, clientInfo(request));
      return ok({ list: await listDevices(db, identity.user.id, identity.sessionId) }, request.t('security.othersSignedOut'));
    });
    route(app, activity, async (request) => {
      const { user } = await requireUser(request);
      return ok(await listActivity(db, user.id, request.body.before));
    });
    route(app, editName, async (request) => {
      const { user } = await requireUser(request);
      return ok(await editProfile(db, user.id, request.body), request.t('account.updated'));
    });
    route(app, editInfo, async (request) => {
      const { user } = await requireUser(request);
      return ok(await editProfile(db, user.id, request.body), request.t('account.updated'));
    });
    route(app, editPassword, { config: perSession(10) }, async (request, reply) => {
      const identity = await requireUser(request);
      const token = await changePassword(db, identity, request.body.oldPassword, request.body.newPassword, clientInfo(request));
      setSessionCookie(reply, token, deps.secure);
      // The account's owner hears of it wherever they read their messages; a failed send does not undo the change.
      const shop = await deps.shopName();
      const { email, mobile } = identity.user;
      const text = request.t('security.passwordChangedText', { shop });
      await (
        email
          ? deps.mailer.send({ to: email, subject: request.t('security.passwordChangedSubject', { shop }), text })
          : mobile
            ? deps.sms.send({ to: mobile, text })
            : Promise.resolve()
      ).catch((err: unknown) => request.log.error({ err }, 'password-changed message failed'));
      return ok({ token }, request.t('security.passwordChanged'));
    });
    route(app, loginVerification, { config: perSession(10) }, async (request, reply) => {
      const identity = await requireUser(request);
      const { enabled, password } = request.body;
      const key = deviceKey(request);
      await setLoginVerification(db, identity, enabled, password, { ...clientInfo(request), deviceKey: key });
      // This browser is remembered, so turning the switch on does not ask it for a code.
      if (enabled) setDeviceCookie(reply, key, deps.secure);
      const { email } = identity.user;
      if (email) {
        const shop = await deps.shopName();
        await deps.mailer
          .send({
            to: email,
            subject: request.t(enabled ? 'security.loginVerificationOnSubject' : 'security.loginVerificationOffSubject', { shop }),
            text: request.t(enabled ? 'security.loginVerificationOnText' : 'security.loginVerificationOffText', { shop }),
          })
          .catch((err: unknown) => request.log.error({ err }, 'login-verification message failed'));
      }
      return ok({ enabled }, request.t(enabled ? 'security.loginVerificationTurnedOn' : 'security.loginVerificationTurnedOff'));
    });
    const codeRoute = (purpose: CodePurpose) => async (request: FastifyRequest<{ Body: { email?: string; mobile?: string; code?: string } }>) => {
      const { user } = await requireUser(request);
      const target = (purpose === 'email' ? request.body.email : request.body.mobile) ?? '';
      if (request.body.code) {
        const updated = await confirmCode(db, user.id, purpose, target, request.body.code, clientInfo(request));
        return ok({ sent: false, user: updated }, request.t(purpose === 'email' ? 'security.emailChanged' : 'security.mobileChanged'));
      }
      const code = await issueCode(db, user.id, purpose, target);
      const shop = await deps.shopName();
      const text = request.t('security.codeText', { code, minutes: CODE_TTL_MINUTES, shop });
      if (purpose === 'email') {
        await deps.mailer.send({
          to: target.trim(),
          subject: request.t('security.codeSubject', { code, shop }),
          text,
          template: { type: 'account.emailCode', lang: request.lang, vars: { 'shop.name': shop, 'code.value': code, 'code.minutes': String(CODE_TTL_MINUTES) } },
        });
      } else await deps.sms.send({ to: normaliseMobile(target), text });
      return ok({ sent: true, user: null }, request.t(purpose === 'email' ? 'security.codeSentEmail' : 'security.codeSentMobile'));
    };
    route(app, editEmail, { config: perSession(12) }, codeRoute('email'));
    route(app, editMobile, { config: perSession(12) }, codeRoute('mobile'));

    // The avatar is the one upload of the storefront's customers: multipart is parsed here only.
    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
      route(uploads, editAvatar, { config: perSession(10) }, async (request) => {
        const { user } = await requireUser(request);
        let bytes: Buffer;
        try {
          const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } });
          if (!file) throw new DomainError('IMAGE_INVALID');
          bytes = await file.toBuffer();
          // The stream stops at the limit; a file cut there is too large, not broken.
          if (file.file.truncated || bytes.length > AVATAR_MAX_BYTES) throw new DomainError('IMAGE_TOO_LARGE', { max: AVATAR_MAX_BYTES / 1024 / 1024 });
        } catch (err) {
          if (err instanceof DomainError) throw err;
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('IMAGE_TOO_LARGE', { max: AVATAR_MAX_BYTES / 1024 / 1024 });
          throw new DomainError('IMAGE_INVALID');
        }
        const avatar = await storeAvatar(deps.storage, user.id, bytes);
        return ok(await editProfile(db, user.id, { avatar }), request.t('account.updated'));
      });
    });
  };
}
