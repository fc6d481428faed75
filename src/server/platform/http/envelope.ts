/** The one place where errors become the envelope `{code, msg, data}` (spec §8, DESIGN §3). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
function fieldLabel(t: Translate, path: string): string {
  const name = path.split('/').filter(Boolean).at(-1) ?? '';
  const key = `fields.${name}`;
  const label = t(key);
  return label === key ? name : label;
}

export function validationMessage(t: Translate, issue: ValidationIssue): { msg: string; field: string } {
  const field = issue.instancePath.split('/').filter(Boolean).join('.');
  const label = fieldLabel(t, issue.instancePath);
  const p = issue.params;
  // A schema's own message is a catalogue key (contracts: `msg('validation.…')`).
  if (issue.message?.startsWith('validation.')) return { msg: t(issue.message, { 0: label }), field };
  switch (issue.keyword) {
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.join(', ') : '';
      return { msg: t('validation.unknownField', { 0: keys }), field: keys };
    }
    case 'invalid_type':
      if (p.input === undefined || (issue.message ?? '').includes('received undefined'))
        return { msg: t('validation.required', { 0: label }), field };
      return { msg: t('validation.invalid', { 0: label }), field };
    case 'too_big':
      return p.origin === 'string'
        ? { msg: t('validation.tooLong', { 0: label }), field }
        : { msg: t('validation.outOfRange', { 0: label, min: p.minimum ?? '', max: p.maximum ?? '' }), field };
    case 'too_small':
      if (p.origin === 'string' && Number(p.minimum) <= 1) return { msg: t('validation.required', { 0: label }), field };
      return { msg: t('validation.invalid', { 0: label }), field };
    case 'invalid_format':
      return { msg: p.format === 'email' ? t('validation.emailFormat') : t('validation.invalid', { 0: label }), field };
    default:
      return { msg: t('validation.invalid', { 0: label }), field };
  }
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
      const { msg, field } = validationMessage(request.t, issue);
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
