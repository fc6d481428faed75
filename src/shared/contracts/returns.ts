/** After-sales requests (spec §3 "Return", §4): the shopper's calls under /api/web, the merchant's under /api/admin. */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';

export const RETURN_TYPES = ['return_refund', 'refund_only'] as const;
export const RETURN_STATUSES = ['pending_approval', 'cancelled', 'completed', 'ended'] as const;
export const AUDIT_STATUSES = ['pending', 'approved', 'refused'] as const;
export const REFUND_STATUSES = ['requested', 'refunded'] as const;
export const RETURN_TABS = ['all', ...RETURN_STATUSES] as const;
export type ReturnTab = (typeof RETURN_TABS)[number];
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'size_fit', 'quality', 'missing_parts', 'changed_mind', 'other'] as const;
export const MAX_CREDENTIALS = 6;
/** Where uploaded images live: a credential must be one of the shop's own uploads. */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/;

const orderNumber = z.string().trim().min(1).max(40);
const returnNumber = z.string().trim().min(1).max(40);
const lines = z
  .array(
    z.strictObject({ lineId: id(), quantity: z.number(msg('validation.returnQuantity')).int().min(1, msg('validation.returnQuantity')).max(10_000) }),
    msg('validation.returnLines'),
  )
  .min(1, msg('validation.returnLines'))
  .max(200);

export const ReturnQuoteBody = z.strictObject({ number: orderNumber, lines });
export const ReturnApplyBody = z.strictObject({
  number: orderNumber,
  type: z.enum(RETURN_TYPES, msg('validation.returnType')),
  lines,
  reason: z.enum(RETURN_REASONS, msg('validation.returnReason')),
  description: z.string().trim().max(1000, msg('validation.tooLong')).default(''),
  credentials: z
    .array(z.string().trim().max(320).regex(UPLOAD_PATH, msg('validation.returnCredential')))
    .max(MAX_CREDENTIALS, msg('validation.returnPhotos'))
    .default([]),
});
export const ReturnNumberBody = z.strictObject({ number: returnNumber });
export const ReturnListBody = z.strictObject({ tab: z.enum(RETURN_TABS).default('all'), ...pagination });
export const ShipBackBody = z.strictObject({
  number: returnNumber,
  logisticsCompany: z.string(msg('validation.returnCourier')).trim().min(1, msg('validation.returnCourier')).max(80, msg('validation.tooLong')),
  logisticsNumber: z.string(msg('validation.returnTracking')).trim().min(1, msg('validation.returnTracking')).max(80, msg('validation.tooLong')),
  deliveryDate: z.string(msg('validation.returnShipDate')).regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation.returnShipDate')),
});

export const ReturnQuote = z.object({
  lines: z.array(z.object({ lineId: z.number().int(), amount: z.number().int() })),
  shipping: z.number().int(),
  total: z.number().int(),
});
export type ReturnQuote = z.infer<typeof ReturnQuote>;

/** What the apply form needs of an order: whether it can be asked for, until when, and each line's units left. */
export const ReturnOptions = z.object({
  orderNumber: z.string(),
  returnable: z.boolean(),
  /** The end of the return window (null while the order is not yet delivered). */
  windowEndsAt: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      title: z.string(),
      sku: z.string(),
      image: z.string().nullable(),
      options: z.object({ color: z.string().nullable().optional(), size: z.string().nullable().optional(), style: z.string().nullable().optional() }),
      quantity: z.number().int(),
      /** Bought minus already asked for. */
      available: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type ReturnOptions = z.infer<typeof ReturnOptions>;

export const ReturnAddress = z.object({ consignee: z.string(), contactNumber: z.string(), address: z.string() });

export const ReturnSummary = z.object({
  number: z.string(),
  orderNumber: z.string(),
  type: z.enum(RETURN_TYPES),
  status: z.enum(RETURN_STATUSES),
  auditStatus: z.enum(AUDIT_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES),
  refundAmount: z.number().int(),
  quantity: z.number().int(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      title: z.string(),
      sku: z.string(),
      image: z.string().nullable(),
      options: z.object({ color: z.string().nullable().optional(), size: z.string().nullable().optional(), style: z.string().nullable().optional() }),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type ReturnSummary = z.infer<typeof ReturnSummary>;

export const ReturnDetail = ReturnSummary.extend({
  reason: z.enum(RETURN_REASONS),
  description: z.string(),
  credentials: z.array(z.string()),
  refuseReason: z.string().nullable(),
  returnAddress: ReturnAddress.nullable(),
  logisticsCompany: z.string().nullable(),
  logisticsNumber: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  goodsReceivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  history: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string() })),
  /** What the shopper can do now. */
  actions: z.array(z.enum(['cancel', 'ship_back'])),
});
export type ReturnDetail = z.infer<typeof ReturnDetail>;

/** The merchant's view of a request: what they can do with it now, and whether received goods go back to stock unless told otherwise. */
export const AdminReturnDetail = ReturnDetail.extend({
  staffActions: z.array(z.enum(['approve', 'refuse', 'receive_goods', 'refund', 'end'])),
  restockByDefault: z.boolean(),
});
export type AdminReturnDetail = z.infer<typeof AdminReturnDetail>;

export const ReturnList = z.object({ list: z.array(ReturnSummary), total: z.number().int(), counts: z.record(z.enum(RETURN_TABS), z.number().int()) });
export type ReturnList = z.infer<typeof ReturnList>;

const tags = ['returns'];
export const returnOptions = defineCall({ path: '/return/options', body: z.strictObject({ number: orderNumber }), answer: ReturnOptions, tags });
export const returnQuote = defineCall({ path: '/return/quote', body: ReturnQuoteBody, answer: ReturnQuote, tags });
export const returnApply = defineCall({ path: '/return/apply', body: ReturnApplyBody, answer: ReturnDetail, tags });
export const returnList = defineCall({ path: '/return/list', body: ReturnListBody, answer: ReturnList, tags });
export const returnGet = defineCall({ path: '/return/get', body: ReturnNumberBody, answer: ReturnDetail, tags });
export const returnCancel = defineCall({ path: '/return/cancel', body: ReturnNumberBody, answer: ReturnDetail, tags });
export const returnShipBack = defineCall({ path: '/return/ship-back', body: ShipBackBody, answer: ReturnDetail, tags });

/** The merchant's calls (staff only); each answers the request as it now is, and repeating one that took effect changes nothing. */
const text = (max: number) => z.string().trim().min(1).max(max);
export const ApproveBody = z.strictObject({
  number: returnNumber,
  /** Where the goods go back; the merchant's saved return address when absent. */
  returnAddress: z.strictObject({ consignee: text(80), contactNumber: text(40), address: text(300) }).optional(),
});
export const RefuseBody = z.strictObject({ number: returnNumber, reason: text(500) });
export const ReceiveGoodsBody = z.strictObject({
  number: returnNumber,
  /** Per line, whether its units go back to stock; lines not named follow the merchant's setting. */
  restock: z
    .array(z.strictObject({ lineId: id(), restock: z.boolean() }))
    .max(200)
    .optional(),
});
export const RefundBody = z.strictObject({
  number: returnNumber,
  /** For an order paid outside the shop (bank transfer, cash on delivery): the reference of the money sent back. */
  reference: z.string().trim().min(1).max(120).optional(),
});
export const ADMIN_RETURN_SORTS = ['createdAt', 'refundAmount'] as const;
export const AdminReturnListBody = z.strictObject({
  ...pagination,
  status: z.enum(RETURN_STATUSES).optional(),
  auditStatus: z.enum(AUDIT_STATUSES).optional(),
  overdue: z.boolean().optional(),
  /** Part of the return number, the order number or the customer's e-mail. */
  q: z.string().trim().max(120).optional(),
  sort: z.enum(ADMIN_RETURN_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export const AdminReturnRow = ReturnSummary.extend({ email: z.string(), overdue: z.boolean() });
export type AdminReturnRow = z.infer<typeof AdminReturnRow>;
export const AdminReturnList = z.object({
  list: z.array(AdminReturnRow),
  total: z.number().int(),
  /** Per status tab (and the overdue ones), with every filter but the status applied. */
  counts: z.record(z.enum([...RETURN_TABS, 'overdue']), z.number().int()),
});

/** The merchant's saved return addresses; the default one is what an approval gives when none is named. */
export const SavedReturnAddress = ReturnAddress.extend({ id: z.number().int(), isDefault: z.boolean() });
export type SavedReturnAddress = z.infer<typeof SavedReturnAddress>;
export const ReturnAddressSaveBody = z.strictObject({
  /** Absent: a new address. */
  id: id().optional(),
  consignee: text(80),
  contactNumber: text(40),
  address: text(300),
  isDefault: z.boolean().default(false),
});

const admin = { base: '/api/admin', tags: ['admin'] } as const;
export const adminReturnList = defineCall({ path: '/return/list', body: AdminReturnListBody, answer: AdminReturnList, ...admin });
export const adminReturnGet = defineCall({ path: '/return/get', body: ReturnNumberBody, answer: AdminReturnDetail, ...admin });
export const adminReturnApprove = defineCall({ path: '/return/approve', body: ApproveBody, answer: AdminReturnDetail, ...admin });
export const adminReturnRefuse = defineCall({ path: '/return/refuse', body: RefuseBody, answer: AdminReturnDetail, ...admin });
export const adminReturnReceive = defineCall({ path: '/return/receive', body: ReceiveGoodsBody, answer: AdminReturnDetail, ...admin });
export const adminReturnRefund = defineCall({ path: '/return/refund', body: RefundBody, answer: AdminReturnDetail, ...admin });
export const adminReturnEnd = defineCall({ path: '/return/end', body: ReturnNumberBody, answer: AdminReturnDetail, ...admin });
export const adminReturnAddressList = defineCall({ path: '/return/address/list', answer: z.object({ list: z.array(SavedReturnAddress) }), ...admin });
export const adminReturnAddressSave = defineCall({ path: '/return/address/save', body: ReturnAddressSaveBody, answer: SavedReturnAddress, ...admin });
export const adminReturnAddressDelete = defineCall({
  path: '/return/address/delete',
  body: z.strictObject({ id: id() }),
  answer: z.object({ id: z.number().int() }),
  ...admin,
});
