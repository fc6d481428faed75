import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmsSender } from './sms.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the text-message sender', () => {
  it('writes each message to the outbox without SMS_URL', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sms-'));
    dirs.push(dir);
    const sender = createSmsSender({ outboxDir: path.join(dir, 'outbox') });
    await sender.send({ to: '+639171234567', text: 'Your code is 123456.' });
    const [file] = readdirSync(path.join(dir, 'outbox'));
    expect(file).toMatch(/-sms-\+639171234567\.txt$/);
    expect(readFileSync(path.join(dir, 'outbox', file), 'utf8')).toBe('To: +639171234567\n\nYour code is 123456.\n');
  });

  it('posts {to, text} to SMS_URL with the token, and fails when the gateway refuses', async () => {
    const received: Array<{ body: string; auth: string | undefined }> = [];
    let status = 200;
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, auth: req.headers.authorization });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
      const sender = createSmsSender({ smsUrl: url, smsToken: 'tok', outboxDir: '/nonexistent' });
      await sender.send({ to: '+639171234567', text: 'Hi' });
      expect(received).toEqual([{ body: JSON.stringify({ to: '+639171234567', text: 'Hi' }), auth: 'Bearer tok' }]);
      status = 503;
      await expect(sender.send({ to: '+639171234567', text: 'Hi' })).rejects.toThrow('503');
    } finally {
      gateway.close();
    }
  });
});
