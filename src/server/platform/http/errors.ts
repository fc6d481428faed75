/**
 * Typed domain errors. Services throw them; `envelope.ts` turns them into `{code, msg, data}`
 * with the HTTP status of DESIGN §3 and a message in the request's language.
 */
import { Code } from '../../../shared/envelope.ts';

interface ErrorSpec {
  code: number;
  status: number;
  /** Message catalogue key; variables come from the error's params. */
  key: string;
}

export const ERRORS = {
  VALIDATION: { code: Code.fullFail, status: 400, key: 'validation.invalid' },
  BAD_JSON: { code: Code.fullFail, status: 400, key: 'errors.badJson' },
  PAYLOAD_TOO_LARGE: { code: Code.fullFail, status: 413, key: 'errors.payloadTooLarge' },
  NOT_FOUND: { code: Code.fail, status: 404, key: 'errors.notFound' },
  INVALID_CREDENTIALS: { code: Code.fullFail, status: 400, key: 'errors.invalidCredentials' },
  /** A password among the most common ones (sign-up): answered like a failed check of the field. */
  PASSWORD_COMMON: { code: Code.fullFail, status: 400, key: 'validation.passwordCommon' },
  /** Too many failed sign-ins for one account: `{minutes}` until it may try again. */
  SIGN_IN_LOCKED: { code: Code.fullFail, status: 429, key: 'errors.signInLocked' },
  ACCOUNT_EXISTS: { code: Code.fullFail, status: 409, key: 'errors.accountExists' },
  AUTH_INVALID: { code: Code.authInvalid, status: 401, key: 'errors.sessionExpired' },
  AUTH_OUT: { code: Code.authOut, status: 401, key: 'errors.sessionExpired' },
  PERMISSION: { code: Code.permission, status: 403, key: 'errors.authorization' },
  RATE_LIMITED: { code: Code.fullFail, status: 429, key: 'errors.tooManyRequests' },
  OUT_OF_STOCK: { code: Code.fullFail, status: 409, key: 'errors.outOfStock' },
  ONLY_LEFT: { code: Code.fullFail, status: 409, key: 'errors.onlyLeft' },
  CART_EMPTY: { code: Code.fullFail, status: 409, key: 'errors.cartEmpty' },
  COUPON_INVALID: { code: Code.fullFail, status: 422, key: 'errors.couponInvalid' },
  COUPON_THRESHOLD: { code: Code.fullFail, status: 422, key: 'errors.couponThreshold' },
  COUPON_NOT_STACKABLE: { code: Code.fullFail, status: 409, key: 'errors.couponNotStackable' },
  COUPON_USED_UP: { code: Code.fullFail, status: 409, key: 'errors.couponUsedUp' },
  COUPON_LIMIT: { code: Code.fullFail, status: 409, key: 'errors.couponLimit' },
  SHIPPING_UNAVAILABLE: { code: Code.fullFail, status: 422, key: 'errors.shippingUnavailable' },
  NO_PAYMENT_METHOD: { code: Code.fullFail, status: 422, key: 'errors.noPaymentMethod' },
  ADDRESS_REQUIRED: { code: Code.fullFail, status: 400, key: 'errors.addressRequired' },
  PAYMENT_DECLINED: { code: Code.fullFail, status: 402, key: 'errors.paymentDeclined' },
  INSUFFICIENT_FUNDS: { code: Code.fullFail, status: 402, key: 'errors.insufficientFunds' },
  PAYMENT_FAILED: { code: Code.fullFail, status: 502, key: 'errors.paymentFailed' },
  IDEMPOTENCY_MISMATCH: { code: Code.fullFail, status: 409, key: 'errors.idempotencyMismatch' },
  ORDER_STATE: { code: Code.fullFail, status: 409, key: 'errors.orderStateChanged' },
  /** A reset link or code that is wrong, spent or past its 30 minutes. */
  RESET_TOKEN_INVALID: { code: Code.fullFail, status: 400, key: 'errors.resetTokenInvalid' },
  /** A verification link that is wrong, spent or expired. */
  VERIFY_FAILED: { code: Code.fullFail, status: 400, key: 'errors.verificationFailed' },
  /** Another verification e-mail asked for within the cooldown: `{seconds}` to wait. */
  VERIFY_COOLDOWN: { code: Code.fullFail, status: 429, key: 'recovery.resendWait' },
  INTERNAL: { code: Code.error, status: 500, key: 'errors.unknown' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorName = keyof typeof ERRORS;

export class DomainError extends Error {
  readonly spec: ErrorSpec;
  constructor(
    readonly name: ErrorName,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(name);
    this.spec = ERRORS[name];
  }
}

/** One-line guard: `invariant(order, 'NOT_FOUND')`. Not yours is the same 404 as not there. */
export function invariant(condition: unknown, name: ErrorName, params?: Record<string, unknown>): asserts condition {
  if (!condition) throw new DomainError(name, params);
}
