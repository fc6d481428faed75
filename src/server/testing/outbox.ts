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

/** An RFC 2047 encoded header (what nodemailer writes for non-ASCII subjects) as text. */
export function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

/** The outbox's e-mails with their decoded subject, text and HTML parts (multipart/alternative read apart). */
export function readMails(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(outbox, file), 'latin1').replace(/\r\n/g, '\n');
      const split = raw.indexOf('\n\n');
      const head = raw.slice(0, split);
      const body = raw.slice(split + 2);
      const mail: OutboxMail = { file, to: headerOf(head, 'To'), subject: decodeHeader(headerOf(head, 'Subject')), text: '', html: null };
      const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
      if (!boundary) return { ...mail, text: decodeBody(head, body) };
      for (const part of body.split(`--${boundary}`).slice(1)) {
        const at = part.indexOf('\n\n');
        if (at < 0) continue;
        const partHead = part.slice(0, at);
        const decoded = decodeBody(partHead, part.slice(at + 2).replace(/\n$/, ''));
        if (/content-type:\s*text\/html/i.test(partHead)) mail.html = decoded;
        else if (/content-type:\s*text\/plain/i.test(partHead)) mail.text = decoded;
      }
      return mail;
    });
}
