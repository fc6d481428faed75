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
  BAD_JSON: { code: Code.fullFail, status: 400, key: 'refusals.badJson' },
  PAYLOAD_TOO_LARGE: { code: Code.fullFail, status: 413, key: 'refusals.payloadTooLarge' },
  NOT_FOUND: { code: Code.fail, status: 404, key: 'refusals.notFound' },
  INVALID_CREDENTIALS: { code: Code.fullFail, status: 400, key: 'refusals.invalidCredentials' },
  /** A password among the most common ones (sign-up): answered like a failed check of the field. */
  PASSWORD_COMMON: { code: Code.fullFail, status: 400, key: 'validation.passwordCommon' },
  /** Too many failed sign-ins for one account: `{minutes}` until it may try again. */
  SIGN_IN_LOCKED: { code: Code.fullFail, status: 429, key: 'refusals.signInLocked' },
  ACCOUNT_EXISTS: { code: Code.fullFail, status: 409, key: 'refusals.accountExists' },
  /** A customer account the merchant disabled: it cannot sign in until enabled again. */
  ACCOUNT_DISABLED: { code: Code.fullFail, status: 403, key: 'refusals.accountDisabled' },
  AUTH_INVALID: { code: Code.authInvalid, status: 401, key: 'refusals.sessionExpired' },
  AUTH_OUT: { code: Code.authOut, status: 401, key: 'refusals.sessionExpired' },
  PERMISSION: { code: Code.permission, status: 403, key: 'errors.authorization' },
  /** Payment keys cannot be stored: the shop has no SETTINGS_ENCRYPTION_KEY (a setup the merchant must change, not a server failure). */
  SETTINGS_KEY_MISSING: { code: Code.fullFail, status: 409, key: 'refusals.settingsKeyMissing' },
  RATE_LIMITED: { code: Code.fullFail, status: 429, key: 'refusals.tooManyRequests' },
  OUT_OF_STOCK: { code: Code.fullFail, status: 409, key: 'errors.outOfStock' },
  ONLY_LEFT: { code: Code.fullFail, status: 409, key: 'errors.onlyLeft' },
  CART_EMPTY: { code: Code.fullFail, status: 409, key: 'refusals.cartEmpty' },
  COUPON_INVALID: { code: Code.fullFail, status: 422, key: 'refusals.couponInvalid' },
  COUPON_NO_MATCHING_ITEM: { code: Code.fullFail, status: 422, key: 'refusals.couponNoMatchingItem' },
  COUPON_THRESHOLD: { code: Code.fullFail, status: 422, key: 'cart.couponThreshold' },
  COUPON_NOT_STACKABLE: { code: Code.fullFail, status: 409, key: 'refusals.couponNotStackable' },
  COUPON_USED_UP: { code: Code.fullFail, status: 409, key: 'refusals.couponUsedUp' },
  COUPON_LIMIT: { code: Code.fullFail, status: 409, key: 'refusals.couponLimit' },
  /** The merchant's new code is another coupon's, whatever the case. */
  COUPON_CODE_TAKEN: { code: Code.fullFail, status: 409, key: 'marketing.codeTaken' },
  /** Bulk generation kept drawing codes already taken: a longer random part is needed. */
  COUPON_CODES_EXHAUSTED: { code: Code.fullFail, status: 409, key: 'marketing.codesExhausted' },
  SHIPPING_UNAVAILABLE: { code: Code.fullFail, status: 422, key: 'checkout.shippingUnavailable' },
  NO_PAYMENT_METHOD: { code: Code.fullFail, status: 422, key: 'checkout.noPaymentMethod' },
  ADDRESS_REQUIRED: { code: Code.fullFail, status: 400, key: 'refusals.addressRequired' },
  PAYMENT_DECLINED: { code: Code.fullFail, status: 402, key: 'refusals.paymentDeclined' },
  INSUFFICIENT_FUNDS: { code: Code.fullFail, status: 402, key: 'refusals.insufficientFunds' },
  PAYMENT_FAILED: { code: Code.fullFail, status: 502, key: 'refusals.paymentFailed' },
  IDEMPOTENCY_MISMATCH: { code: Code.fullFail, status: 409, key: 'refusals.idempotencyMismatch' },
  IDEMPOTENCY_OTHER_SHOPPER: { code: Code.fullFail, status: 409, key: 'refusals.idempotencyOtherShopper' },
  PAYMENT_IN_PROGRESS: { code: Code.fullFail, status: 409, key: 'refusals.paymentInProgress' },
  UNPAID_LIMIT: { code: Code.fullFail, status: 429, key: 'refusals.unpaidLimit' },
  CREDITS_SHORT: { code: Code.fullFail, status: 409, key: 'refusals.creditsShort' },
  ORDER_STATE: { code: Code.fullFail, status: 409, key: 'refusals.orderStateChanged' },
  WRONG_PASSWORD: { code: Code.fullFail, status: 400, key: 'security.wrongPassword' },
  SAME_ADDRESS: { code: Code.fullFail, status: 400, key: 'security.sameAddress' },
  CODE_INVALID: { code: Code.fullFail, status: 400, key: 'security.codeInvalid' },
  CODE_EXPIRED: { code: Code.fullFail, status: 400, key: 'refusals.codeExpired' },
  CODE_LOCKED: { code: Code.fullFail, status: 429, key: 'security.codeLocked' },
  /** Login verification turned on for an account with no e-mail address to send its codes to. */
  LOGIN_VERIFICATION_NO_EMAIL: { code: Code.fullFail, status: 409, key: 'security.loginVerificationNoEmail' },
  IMAGE_INVALID: { code: Code.fullFail, status: 415, key: 'security.imageInvalid' },
  IMAGE_TOO_LARGE: { code: Code.fullFail, status: 413, key: 'security.imageTooLarge' },
  UPLOAD_MISSING: { code: Code.fullFail, status: 400, key: 'upload.missing' },
  UPLOAD_TYPE: { code: Code.fullFail, status: 415, key: 'upload.unsupportedType' },
  UPLOAD_TOO_LARGE: { code: Code.fullFail, status: 413, key: 'upload.tooLarge' },
  UPLOAD_TOO_MANY_PIXELS: { code: Code.fullFail, status: 422, key: 'upload.tooManyPixels' },
  UPLOAD_UNREADABLE: { code: Code.fullFail, status: 422, key: 'upload.unreadable' },
  UPLOAD_QUOTA: { code: Code.fullFail, status: 429, key: 'upload.quota' },
  UPLOAD_NOT_YOURS: { code: Code.fullFail, status: 400, key: 'upload.notYours' },
  REVIEW_NOT_ALLOWED: { code: Code.fullFail, status: 409, key: 'review.notAllowed' },
  REVIEW_EXISTS: { code: Code.fullFail, status: 409, key: 'review.exists' },
  REVIEW_EDIT_CLOSED: { code: Code.fullFail, status: 409, key: 'review.editClosed' },
  SIGN_IN_TO_REPLY: { code: Code.authInvalid, status: 401, key: 'review.signInToReply' },
  RETURN_STATE: { code: Code.fullFail, status: 409, key: 'return.errors.state' },
  RETURN_NOT_ALLOWED: { code: Code.fullFail, status: 409, key: 'return.errors.notReturnable' },
  RETURN_QUANTITY: { code: Code.fullFail, status: 409, key: 'refusals.returnQuantityExceeded' },
  REFUND_EXCEEDS_PAYMENT: { code: Code.fullFail, status: 409, key: 'return.errors.refundExceeds' },
  /** A staff invitation link that was used, withdrawn or has expired. */
  INVITE_INVALID: { code: Code.fullFail, status: 400, key: 'staff.inviteInvalid' },
  /** A member changing their own role or disabling themselves. */
  STAFF_SELF: { code: Code.fullFail, status: 409, key: 'staff.notYourself' },
  /** A reset link or code that is wrong, spent or past its 30 minutes. */
  RESET_TOKEN_INVALID: { code: Code.fullFail, status: 400, key: 'refusals.resetTokenInvalid' },
  /** A verification link that is wrong, spent or expired. */
  VERIFY_FAILED: { code: Code.fullFail, status: 400, key: 'refusals.verificationFailed' },
  /** Another verification e-mail asked for within the cooldown: `{seconds}` to wait. */
  VERIFY_COOLDOWN: { code: Code.fullFail, status: 429, key: 'recovery.resendWait' },
  /** Someone else saved the product since the editor loaded it: `{who}`. */
  PRODUCT_CONFLICT: { code: Code.fullFail, status: 409, key: 'products.conflict' },
  SLUG_TAKEN: { code: Code.fullFail, status: 409, key: 'products.slugTaken' },
  PAGE_SLUG_TAKEN: { code: Code.fullFail, status: 409, key: 'pageBuilder.slugTaken' },
  SKU_TAKEN: { code: Code.fullFail, status: 409, key: 'products.skuTaken' },
  IMPORT_HAS_ERRORS: { code: Code.fullFail, status: 400, key: 'catalogImport.hasErrors' },
  /** An adjustment that would take a variant's stock below 0: `{stock}` is what it has. */
  STOCK_BELOW_ZERO: { code: Code.fullFail, status: 409, key: 'stock.belowZero' },
  TAXONOMY_SLUG_TAKEN: { code: Code.fullFail, status: 409, key: 'taxonomy.slugTaken' },
  /** A category with products or subcategories: `{products}`, `{children}`. */
  CATEGORY_NOT_EMPTY: { code: Code.fullFail, status: 409, key: 'taxonomy.notEmpty' },
  CATEGORY_CYCLE: { code: Code.fullFail, status: 409, key: 'taxonomy.cycle' },
  /** A tag or category that a rule-based collection's rule names. */
  TAXONOMY_IN_RULE: { code: Code.fullFail, status: 409, key: 'taxonomy.inRule' },
  /** A mail template with a placeholder its type does not offer: `{field}` (its label), `{placeholder}`. */
  MAIL_PLACEHOLDER_UNKNOWN: { code: Code.fullFail, status: 400, key: 'mailTemplates.unknownPlaceholder' },
  /** A mail template without a placeholder its type requires (the code, the link). */
  MAIL_PLACEHOLDER_MISSING: { code: Code.fullFail, status: 400, key: 'mailTemplates.missingPlaceholder' },
  /** A test e-mail asked for by a member without an e-mail address. */
  STAFF_NO_EMAIL: { code: Code.fullFail, status: 409, key: 'mailTemplates.noEmail' },
  /** The offered currencies leave out the base currency, which is always offered. */
  BASE_CURRENCY_OFFERED: { code: Code.fullFail, status: 400, key: 'settings.baseRequired' },
  /** A currency offered with no rate entered for it: `{code}`. */
  RATE_MISSING: { code: Code.fullFail, status: 409, key: 'settings.rateMissing' },
  /** A rate entered for the base currency itself (always 1). */
  RATE_FOR_BASE: { code: Code.fullFail, status: 400, key: 'settings.rateForBase' },
  /** The last rate of a currency the storefront offers: `{code}`. */
  RATE_IN_USE: { code: Code.fullFail, status: 409, key: 'settings.rateInUse' },
  /** A menu item leading to a category, page, article… that does not exist: `{field}`. */
  MENU_LINK_MISSING: { code: Code.fullFail, status: 409, key: 'content.linkMissing' },
  ARTICLE_SLUG_TAKEN: { code: Code.fullFail, status: 409, key: 'content.slugTaken' },
  /** An article naming an author who is not (or no longer) there. */
  AUTHOR_MISSING: { code: Code.fullFail, status: 409, key: 'content.authorMissing' },
  /** An author who still has articles: `{count}`. */
  AUTHOR_IN_USE: { code: Code.fullFail, status: 409, key: 'content.authorInUse' },
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
