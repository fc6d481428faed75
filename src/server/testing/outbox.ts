/** The test shop's outbox read back: each e-mail's recipient and decoded text, each text message's. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  text: string;
}

function decodeBody(head: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(outbox, file), 'latin1').replace(/\r\n/g, '\n');
      const split = raw.indexOf('\n\n');
      const head = raw.slice(0, split);
      const to = /^To: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      return { file, to, text: decodeBody(head, raw.slice(split + 2)) };
    });
}

/** The newest message to `to` whose text has a link to `screen` (`reset-password`, `verify-email`), and that link's token. */
export function linkToken(dataDir: string, to: string, screen: string): string | null {
  const found = readOutbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .map((m) => new RegExp(`/auth/${screen}\\?token=([\\w-]+)`).exec(m.text)?.[1])
    .filter((t): t is string => Boolean(t));
  return found.at(-1) ?? null;
}

/** The newest link to `screen` in a message to `to`, as the shopper would open it. */
export function mailLink(dataDir: string, to: string, screen: string): string | null {
  const found = readOutbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .map((m) => new RegExp(`https?://\\S+/auth/${screen}\\?token=[\\w-]+`).exec(m.text)?.[0])
    .filter((t): t is string => Boolean(t));
  return found.at(-1) ?? null;
}
