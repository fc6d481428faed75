/** The one place where errors become the envelope `{code, msg, data}` (spec §8, DESIGN §3). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { describeIssue } from '../../../shared/contracts/issues.ts';
import { Code, type Envelope } from '../../../shared/envelope.ts';
import { DomainError, ERRORS } from './errors.ts';
import type { Translate } from './context.ts';

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: Code.success, msg, data };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A field's label in the request's language: `fields.<name>`, else the name itself. */
export function fieldLabel(t: Translate, path: string): string {
  const name =
    path
      .split('/')
      .filter((part) => part && !/^\d+$/.test(part))
      .at(-1) ?? '';
  const key = `fields.${name}`;
  const label = t(key);
  if (label !== key) return label;
  // The body itself (a missing or wrong-typed body) has no field name: "The request is required".
  return name || t('fields.request');
}

/** The message of a failed check, in the request's language, and the field it names (shared with the browser's forms). */
export function validationMessage(t: Translate, issue: ValidationIssue, schema?: z.core.$ZodType): { msg: string; field: string } {
  const path = issue.instancePath.split('/').filter(Boolean);
  const found = describeIssue({ ...issue.params, code: issue.keyword, path, message: issue.message }, schema);
  return { msg: t(found.key, found.labelled ? { 0: fieldLabel(t, issue.instancePath), ...found.vars } : found.vars), field: found.field };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  const msg = request.t(error.spec.key, error.params);
  return reply.status(error.spec.status).send({ code: error.spec.code, msg, data: error.data });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as unknown as ValidationIssue;
      const schema = error.validationContext === 'body' ? (request.routeOptions.schema?.body as z.core.$ZodType | undefined) : undefined;
      const { msg, field } = validationMessage(request.t, issue, schema);
      return reply.status(ERRORS.VALIDATION.status).send({ code: ERRORS.VALIDATION.code, msg, data: { field } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return sendError(request, reply, new DomainError('PAYLOAD_TOO_LARGE'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError)
      return sendError(request, reply, new DomainError('BAD_JSON'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(request, reply, new DomainError('BAD_JSON'));
    if (error.statusCode === 429) return sendError(request, reply, new DomainError('RATE_LIMITED'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: Code.fullFail, msg: request.t('errors.fail'), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: Code.error, msg: request.t('errors.unknown'), data: null });
  });
}
