/**
 * The timed rule of after-sales (run by the scheduler): a request neither approved nor refused
 * within the merchant's `approvalHours` (default 48) is flagged once, for the merchant's list, and
 * the shop owner is e-mailed. The flag is a guarded update, so several processes flag it once.
 */
import type { ReturnMailDeps } from './notify.ts';
import { sendOverdueNotice } from './notify.ts';
import { flagOverdueReturns } from './returns.service.ts';

export async function sweepReturns(deps: ReturnMailDeps & { approvalHours: number }, now = new Date()): Promise<string[]> {
  const flagged = await flagOverdueReturns(deps.db, deps.approvalHours, now);
  await sendOverdueNotice(deps, flagged).catch(deps.log);
  return flagged;
}
