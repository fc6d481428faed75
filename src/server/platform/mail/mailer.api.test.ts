import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteConfig } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readOutbox } from '../../testing/outbox.ts';
import { createMailer } from './mailer.ts';

describe('mailer', () => {
  it('delivers through SMTP when configured', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Shop <shop@test.local>', outboxDir: '/nonexistent' });
      await mailer.send({ to: 'ana@example.com', subject: 'Hello', text: 'Body text' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hello');
      expect(received[0]).toContain('Body text');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('writes to the outbox folder without SMTP', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    await createMailer({ from: 'shop@test.local', outboxDir: dir }).send({ to: 'bo@example.com', subject: 'Hi', text: 'x' });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dir, files[0]), 'utf8')).toMatch(/To: bo@example.com/);
  });
});

describe('welcome e-mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The welcome e-mail to `to` as written to the outbox: sign-up also sends a verification link, which it is not. */
  async function welcomeTo(to: string): Promise<string> {
    const welcome = () => readOutbox(server.config.dataDir).find((m) => m.to.includes(to) && !m.text.includes('/auth/verify-email?token='));
    await expect.poll(() => welcome(), { timeout: 10_000 }).toBeDefined();
    return readFileSync(path.join(server.config.dataDir, 'outbox', welcome()!.file), 'utf8');
  }

  it('is sent in the language the customer signed up in', async () => {
    await server.post(
      '/api/web/auth/signup',
      { email: 'mei@example.com', password: 'secret-pass', firstName: 'Mei', lastName: 'Lin', birthday: '1990-05-17', agree: true },
      { 'x-lang': 'zh' },
    );
    const message = await welcomeTo('mei@example.com');
    expect(message).toContain('To: mei@example.com');
    expect(message).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('names the shop as its settings do and greets the customer by first name', async () => {
    await setSiteConfig(server.db, { name: 'Northwind Market' });
    server.app.site.invalidate();
    await server.post(
      '/api/web/auth/signup',
      { email: 'ben@example.com', password: 'secret-pass', firstName: 'Ben', lastName: 'Cruz', birthday: '1990-05-17', agree: true },
      { 'x-lang': 'en' },
    );
    const message = await welcomeTo('ben@example.com');
    expect(message).toContain('Subject: Welcome to Northwind Market');
    expect(message).toContain('Hello Ben,');
    expect(message).not.toContain('Online Shop');
  });
});
