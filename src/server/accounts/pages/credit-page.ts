/** user/log: the credits balance and its log. */
import { personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { creditBalance, creditLog } from '../credits.ts';

export async function creditLogPage(ctx: BuildContext, userId: number): Promise<Built> {
  const [balance, page] = await Promise.all([creditBalance(ctx.db, userId), creditLog(ctx.db, userId)]);
  return personal({ status: 200, id: 'account:log', userId, title: ctx.t('account.log'), body: [{ type: 'credit-log', settings: { balance, ...page } }] });
}
