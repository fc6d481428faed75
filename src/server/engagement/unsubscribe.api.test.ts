/** Every marketing e-mail carries a signed one-click unsubscribe link that works without signing in. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from './engagement.schema.ts';
import { readOutbox } from '../testing/outbox.ts';
import { staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await staffSession(server);
});
afterAll(() => server.close());

async function subscribed(email: string, lang: string) {
  await server.post('/api/web/newsletter/subscribe', { email }, { 'x-lang': lang });
  const link = readOutbox(server.config.dataDir)
    .filter((m) => m.to === email)
    .map((m) => /\/app\/newsletter\/confirm\?token=[\w%-]+/.exec(m.text)?.[0])
    .findLast(Boolean)!;
  expect((await server.get(link)).status).toBe(200);
}

/** The newsletter as the subscriber received it: its text's unsubscribe link and its raw headers. */
async function received(email: string, subject: string) {
  const find = () => readOutbox(server.config.dataDir).find((m) => m.to === email && m.text.includes(subject));
  await expect.poll(find).toBeDefined();
  const mail = find()!;
  const raw = readFileSync(path.join(server.config.dataDir, 'outbox', mail.file), 'utf8').replace(/\r?\n\s+/g, ' ');
  const link = /https?:\/\/\S+\/app\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(mail.text)![0];
  return { mail, raw, path: new URL(link).pathname + new URL(link).search };
}

const subscriber = async (email: string) => (await server.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('the unsubscribe link', () => {
  it('is in every copy of a newsletter and in its one-click headers; one click unsubscribes, in the subscriber’s language', async () => {
    await subscribed('mei@example.com', 'zh');
    await subscribed('jo@example.com', 'en');
    await server.post('/api/web/newsletter/subscribe', { email: 'pending@example.com' });
    const sent = await server.post('/api/admin/newsletter/send', { subject: 'Winter sale', text: 'Everything 20% off this week.' }, owner);
    expect(sent.body.data).toEqual({ queued: 2 });

    const { mail, raw, path: link } = await received('mei@example.com', 'Everything 20% off');
    expect(mail.text).toContain('如需退订');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/shop\.test\/app\/newsletter\/unsubscribe\?token=[\w.-]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // What a mail client does with the headers: a form post to the link, no session.
    const click = await fetch(server.url + link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(await click.text()).toContain('退订');
    expect((await subscriber('mei@example.com')).unsubscribedAt).not.toBeNull();
    const after = await server.post('/api/admin/newsletter/subscribers', { q: 'mei' }, owner);
    expect(after.body.data.list).toMatchObject([{ state: 'unsubscribed' }]);
  });

  it('opened again changes nothing and answers the same; a forged or altered token is refused', async () => {
    await subscribed('twice@example.com', 'en');
    await server.post('/api/admin/newsletter/send', { subject: 'Spring', text: 'New arrivals are here.' }, owner);
    const { path: link } = await received('twice@example.com', 'New arrivals');
    const first = await server.get(link);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You have been unsubscribed.');
    const when = (await subscriber('twice@example.com')).unsubscribedAt;
    const again = await server.get(link);
    expect(again.status).toBe(200);
    expect((await subscriber('twice@example.com')).unsubscribedAt).toEqual(when);

    const { id } = await subscriber('jo@example.com');
    const signature = link.split('.').at(-1)!;
    for (const forged of [`${id}.${signature}`, `${id}.${'A'.repeat(43)}`, 'garbage', `${id}`, '']) {
      const res = await server.get(`/app/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res.status, forged).toBe(400);
    }
    expect((await subscriber('jo@example.com')).unsubscribedAt).toBeNull();
  });

  it('goes stale when the address subscribes again: the new subscription needs confirming, and the old link no longer ends it', async () => {
    await subscribed('back@example.com', 'en');
    await server.post('/api/admin/newsletter/send', { subject: 'Autumn', text: 'Autumn colours.' }, owner);
    const { path: link } = await received('back@example.com', 'Autumn colours');
    expect((await server.get(link)).status).toBe(200);
    await subscribed('back@example.com', 'en');
    expect((await subscriber('back@example.com')).unsubscribedAt).toBeNull();
    expect((await server.get(link)).status).toBe(400);
    expect((await subscriber('back@example.com')).unsubscribedAt).toBeNull();
  });

  it('is not added to e-mail that is not marketing (the sign-up confirmation)', async () => {
    const transactional = readOutbox(server.config.dataDir).filter((m) => /confirm/.test(m.text) && !/unsubscribe\?token/.test(m.text));
    expect(transactional.length).toBeGreaterThan(0);
  });
});
