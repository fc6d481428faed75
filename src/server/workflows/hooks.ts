/**
 * The workflows the domains' routes run, bound to the app's dependencies. Each domain declares
 * what it needs in its hooks.ts (accounts, checkout, orders) and never imports a workflow;
 * app.ts passes these in.
 */
import type { AccountHooks } from '../accounts/hooks.ts';
import type { StaffRole } from '../../shared/contracts/staff.ts';
import type { CheckoutHooks } from '../checkout/hooks.ts';
import type { OrderEventBus } from '../orders/events.ts';
import type { OrderHooks } from '../orders/hooks.ts';
import type { Payments } from '../payments/payment-setup.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/client.ts';
import type { Throttle } from '../platform/throttle.ts';
import type { JobRunner } from '../platform/jobs/jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { StaffNoticeBus } from '../realtime/hub.ts';
import type { SiteService } from '../site/site.service.ts';
import { cancelOrder, decideCancellation } from './cancel-order.ts';
import { payOrder } from './pay-order.ts';
import { placeOrder } from './place-order.ts';
import { shipOrder } from './ship-order.ts';
import { completeSignIn, resendSignInCode, signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { visitorData } from './visitor-data.ts';
import { customerActivity } from './customer-activity.ts';
import { deleteAccount, exportData } from './your-data.ts';

export interface WorkflowDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  site: SiteService;
  events: OrderEventBus;
  /** The staff's open consoles (new orders). */
  staffNotices?: StaffNoticeBus;
  /** Applies a staff member's new role (null: disabled) to their open console sockets (realtime hub). */
  staffMemberChanged?(userId: number, role: StaffRole | null): void;
  payments: Payments;
  /** Failed sign-ins per account. */
  throttle?: Throttle;
  /** This process's job runner: a workflow that wrote a job has it run soon after the commit. */
  jobs: JobRunner;
  /** The app's error log, for what fails after the answer was sent (e-mails). */
  log(err: unknown, msg: string): void;
}

export function workflowHooks(deps: WorkflowDeps): { accounts: AccountHooks; checkout: CheckoutHooks; orders: OrderHooks } {
  const { db, config, mailer, events, payments, site } = deps;
  const shopName = async () => (await site.get()).config.name;
  const refund = (_provider: string, reference: string, orderId: number) => payments.stripe.refund(reference, orderId);
  return {
    accounts: {
      signUp: (body, request) => signUp({ db, mailer, shopName, publicUrl: config.publicUrl }, body, request),
      signIn: (body, request) => signIn({ db, throttle: deps.throttle, mailer, shopName }, body, request),
      completeSignIn: (ticket, code, request) => completeSignIn({ db, mailer, shopName }, ticket, code, request),
      resendSignInCode: (ticket, request) => resendSignInCode({ db, mailer, shopName }, ticket, request),
      visitorData: (owner, lang) => visitorData(db, owner, lang),
      exportData: (userId) => exportData(db, userId),
      deleteAccount: (userId, alsoInTx) => deleteAccount(db, userId, alsoInTx),
      customerActivity: (userId, lang) => customerActivity(db, userId, lang),
      staffChanged: (userId, role) => deps.staffMemberChanged?.(userId, role),
    },
    checkout: {
      placeOrder: async (input) => {
        const { methods, client } = await payments.current();
        return placeOrder(
          {
            db,
            events,
            staffNotices: deps.staffNotices,
            paymentMethods: methods,
            createIntent: client ? payments.stripe.createIntent : undefined,
            unpaidOrdersPerAddress: config.unpaidOrdersPerAddress,
            kickJobs: deps.jobs.kick,
            log: deps.log,
          },
          input,
        );
      },
    },
    orders: {
      cancelOrder: (order, who) => cancelOrder({ db, events }, order, who),
      payOrder: async (order, card, who) => payOrder({ db, events, onlinePayments: (await payments.current()).online }, order, card, who),
      shipOrder: (order, shipment, who) => shipOrder({ db, events }, order, shipment, who),
      decideCancellation: (order, accept, who, logRefundError) => decideCancellation({ db, events, refund }, order, accept, who, logRefundError),
    },
  };
}
