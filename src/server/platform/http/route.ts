/**
 * Registers a shared call (`shared/contracts/call.ts`) as a POST route: its path, its body
 * schema, its answer in the envelope and its tags, so the OpenAPI document and the validation
 * come from the contract. The handler gets the typed body and must answer the typed envelope.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Call } from '../../../shared/contracts/call.ts';
import { envelope } from '../../../shared/contracts/common.ts';
import type { Envelope } from '../../../shared/envelope.ts';

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The request of a call: `body` is what its schema parsed. */
export type CallRequest<C extends Call> = FastifyRequest<{ Body: C['body'] extends z.ZodType ? z.output<C['body']> : unknown }>;
type CallAnswer<C extends Call> = Envelope<z.input<C['answer']>>;
/** Answers the envelope, or the reply when it has sent the answer itself (its own status). */
export type CallHandler<C extends Call> = (request: CallRequest<C>, reply: FastifyReply) => CallAnswer<C> | FastifyReply | Promise<CallAnswer<C> | FastifyReply>;
/** Route options besides the schema, which comes from the call (e.g. `config.rateLimit`). */
export type CallOptions = Omit<RouteShorthandOptions, 'schema'>;

export function route<C extends Call>(app: App, call: C, handler: CallHandler<C>): void;
export function route<C extends Call>(app: App, call: C, options: CallOptions, handler: CallHandler<C>): void;
export function route<C extends Call>(app: App, call: C, ...args: [CallHandler<C>] | [CallOptions, CallHandler<C>]): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  // The plugin's prefix is the base the browser calls: a call registered elsewhere would answer 404.
  if (app.prefix !== call.base) throw new Error(`${call.path} belongs under ${call.base}, not ${app.prefix || '/'}`);
  const schema = { tags: [...call.tags], ...(call.body ? { body: call.body } : {}), response: { 200: envelope(call.answer) } };
  app.post(call.path, { ...options, schema }, handler as never);
}
