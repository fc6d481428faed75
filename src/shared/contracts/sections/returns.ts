/** After-sales sections: the customer's requests by status, one request, and the request form on a returnable order. */
import { z } from 'zod';
import { RETURN_TABS, ReturnDetail, ReturnOptions, ReturnSummary } from '../returns.ts';

export const ReturnListSettings = z.object({
  tab: z.enum(RETURN_TABS),
  page: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(ReturnSummary),
  total: z.number().int(),
  counts: z.record(z.enum(RETURN_TABS), z.number().int()),
});

export const ReturnDetailSettings = z.object({ request: ReturnDetail });

export const ReturnApplySettings = z.object({ options: ReturnOptions });
