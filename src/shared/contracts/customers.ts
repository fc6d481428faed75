/** The merchant's view of the shop's customers (staff with `customers.read`). */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, pagination } from './common.ts';
import { AddressView, CreditEntry } from './accounts.ts';
import { deliveryStatus, payStatus, status } from './orders.ts';
import { RETURN_STATUSES, RETURN_TYPES } from './returns.ts';
import { DeviceView } from './security.ts';

/** The newest rows of each of a customer's lists that the merchant's customer page shows. */
export const CUSTOMER_LIST_LIMIT = 100;

export const CustomerListBody = z.strictObject({ ...pagination, q: z.string().trim().max(100).optional() });
export type CustomerListBody = z.infer<typeof CustomerListBody>;
export const CustomerRow = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export const CustomerList = z.object({ list: z.array(CustomerRow), total: z.number().int() });

export const adminCustomerList = defineCall({ path: '/customer/list', body: CustomerListBody, answer: CustomerList, base: '/api/admin', tags: ['admin', 'customers'] });

export const CustomerIdBody = z.strictObject({ id: id() });
export type CustomerIdBody = z.infer<typeof CustomerIdBody>;

export const CustomerProfile = CustomerRow.extend({
  nickname: z.string(),
  lang: z.string(),
  emailVerified: z.boolean(),
  /** A disabled account cannot sign in; its sessions ended when it was disabled. */
  disabled: z.boolean(),
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

export const CustomerOrder = z.object({
  number: z.string(),
  submittedAt: z.string(),
  status,
  payStatus,
  deliveryStatus,
  currency: z.string(),
  total: z.number().int(),
});
export const CustomerReturn = z.object({
  number: z.string(),
  orderNumber: z.string(),
  type: z.enum(RETURN_TYPES),
  status: z.enum(RETURN_STATUSES),
  refundAmount: z.number().int(),
  createdAt: z.string(),
});
export const CustomerReview = z.object({
  id: z.number().int(),
  productTitle: z.string(),
  productSlug: z.string(),
  rating: z.number().int(),
  content: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export const CustomerDevice = DeviceView.omit({ current: true });

/** What a customer's orders, returns and reviews look like to the merchant (the newest, at most CUSTOMER_LIST_LIMIT of each). */
export const CustomerActivity = z.object({
  orders: z.array(CustomerOrder),
  returns: z.array(CustomerReturn),
  reviews: z.array(CustomerReview),
});
export type CustomerActivity = z.infer<typeof CustomerActivity>;

export const CustomerDetail = CustomerActivity.extend({
  profile: CustomerProfile,
  addresses: z.array(AddressView),
  credits: z.object({ balance: z.number().int(), ledger: z.array(CreditEntry) }),
  devices: z.array(CustomerDevice),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

const admin = { base: '/api/admin', tags: ['admin', 'customers'] } as const;
/** One customer: profile, orders, addresses, returns, reviews, credits and signed-in devices, in a fixed number of queries. */
export const adminCustomerGet = defineCall({ path: '/customer/get', body: CustomerIdBody, answer: CustomerDetail, ...admin });
/** Ends every session of the account at once (its next request answers code 50) and refuses its sign-in until enabled again. */
export const adminCustomerDisable = defineCall({ path: '/customer/disable', body: CustomerIdBody, answer: CustomerProfile, ...admin });
export const adminCustomerEnable = defineCall({ path: '/customer/enable', body: CustomerIdBody, answer: CustomerProfile, ...admin });
/** Everything the shop holds about the customer: the same document the customer downloads from "your data". */
export const adminCustomerExport = defineCall({ path: '/customer/export', body: CustomerIdBody, answer: z.record(z.string(), z.unknown()), ...admin });
/** Deletes the account as the customer's own deletion does: its orders stay, anonymised, for the shop's books. */
export const adminCustomerAnonymise = defineCall({ path: '/customer/anonymise', body: CustomerIdBody, answer: z.null(), ...admin });
