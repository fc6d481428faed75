/** The merchant's view of the shop's customers (staff with `customers.read`). */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { pagination } from './common.ts';

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
