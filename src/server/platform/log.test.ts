import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createServer } from './http/server.ts';
import { errorMessage, serializeError } from './log.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

function failedQuery() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(ana@example.com) already exists.',
  });
  return new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['ana@example.com', HASH], cause);
}

describe('errors in the log', () => {
  it('keep the statement and the cause, never the bound values or the row details', () => {
    const logged = JSON.stringify(serializeError(failedQuery()));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('ana@example.com');
    expect(logged).not.toContain('argon2');
    expect(errorMessage(failedQuery())).not.toContain('ana@example.com');
  });

  it('the server logs a failed request without the query values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createServer(loadConfig({ LOG_LEVEL: 'info' }), { logger: { stream } });
    app.get('/boom', async () => {
      throw failedQuery();
    });
    app.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500 });
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    expect(log).not.toContain('ana@example.com');
    expect(log).not.toContain('argon2');
  });
});
