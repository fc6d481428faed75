/** The account area's profile screens (user/account, user/info) and the security centre (user/security, user/security/activity). */
import { errorPage, personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { listActivity } from '../account-events.ts';
import { listDevices, loginVerificationOn } from '../security.service.ts';

export function accountProfilePage(ctx: BuildContext, userId: number): Built {
  if (!ctx.user) return errorPage(ctx, 404);
  return personal({ status: 200, id: 'account:account', userId, title: ctx.t('account.account'), body: [{ type: 'account-profile', settings: { user: ctx.user } }] });
}

export function accountInfoPage(ctx: BuildContext, userId: number): Built {
  if (!ctx.user) return errorPage(ctx, 404);
  return personal({ status: 200, id: 'account:info', userId, title: ctx.t('account.info'), body: [{ type: 'account-info', settings: { user: ctx.user } }] });
}

export async function securityPage(ctx: BuildContext, userId: number): Promise<Built> {
  if (!ctx.user || !ctx.sessionId) return errorPage(ctx, 404);
  const devices = await listDevices(ctx.db, userId, ctx.sessionId);
  return personal({
    status: 200,
    id: 'account:security',
    userId,
    title: ctx.t('security.center'),
    body: [{ type: 'account-security', settings: { user: ctx.user, devices, loginVerification: await loginVerificationOn(ctx.db, userId) } }],
  });
}

export async function activityPage(ctx: BuildContext, userId: number): Promise<Built> {
  const activity = await listActivity(ctx.db, userId);
  return personal({ status: 200, id: 'account:security/activity', userId, title: ctx.t('security.activity'), body: [{ type: 'account-activity', settings: activity }] });
}
