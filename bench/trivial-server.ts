/**
 * The "for scale" reference of `npm run bench`: a bare Fastify server answering GET / with
 * {"hello":"world"}, run as its own process on the same machine in the same run.
 * Env: PORT (required), HOST (default 127.0.0.1).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/readyz', async () => ({ status: 'ready' }));

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
