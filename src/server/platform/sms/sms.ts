/**
 * Outgoing text messages (mobile verification codes). With SMS_URL set, each message is POSTed
 * as JSON `{to, text}` to that address (a gateway of the shop's choosing, or a small adapter in
 * front of one), with SMS_TOKEN as a bearer token when given; otherwise it is written as a .txt
 * file to DATA_DIR/outbox beside the e-mails, where the README tells how to read it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface TextMessage {
  /** The number in E.164 form (`+` and digits). */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: TextMessage): Promise<void>;
  kind: 'http' | 'outbox';
}

export function createSmsSender(opts: { smsUrl?: string; smsToken?: string; outboxDir: string }): SmsSender {
  const { smsUrl, smsToken } = opts;
  if (smsUrl) {
    return {
      kind: 'http',
      async send(message) {
        const response = await fetch(smsUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(smsToken ? { authorization: `Bearer ${smsToken}` } : {}) },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${String(++sequence % 10_000).padStart(4, '0')}-sms-${message.to.replace(/[^\d+]/g, '_')}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
    },
  };
}
