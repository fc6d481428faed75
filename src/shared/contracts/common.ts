import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, EMAIL_PATTERN, MAX_INT4, MAX_PAGE_SIZE } from '../constants.ts';

/** The envelope of every answer, for the OpenAPI document. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = envelope(z.unknown());

export const pagination = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/**
 * A row's id in a call: a positive whole number an `integer` column can hold. Larger ones would
 * reach PostgreSQL as an out-of-range error; here they are a validation message like any other.
 */
export const id = (message?: string) =>
  z
    .number(message ? msg(message) : undefined)
    .int()
    .positive()
    .max(MAX_INT4);

export const emptyBody = z.strictObject({}).optional();

/** Messages are catalogue keys; the server translates them into the request's language. */
export const msg = (key: string) => ({ error: key });

/** An e-mail address; `required` is the message when it is left empty. */
export const emailField = (required = 'validation.emailRequired') =>
  z.string(msg(required)).trim().min(1, msg(required)).max(254, msg('validation.tooLong')).regex(EMAIL_PATTERN, msg('validation.emailFormat'));
