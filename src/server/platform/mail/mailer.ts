/**
 * Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written as an .eml file to DATA_DIR/outbox, where the README tells how to read it.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailType } from '../../../shared/mail-templates.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. the marketing mail's List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * The e-mail's type, language and values, when the merchant may reword it: a customised
   * template of that type and language replaces subject, text and HTML (templated-mailer.ts).
   */
  template?: MailTemplateUse;
}

export interface MailTemplateUse {
  type: MailType;
  /** The language the e-mail is written in (a route language; zh-TW reads zh-HK's template). */
  lang: string;
  vars: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  kind: 'smtp' | 'outbox';
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send({ template: _template, ...mail }) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  // The stream transport builds the full RFC 822 message without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once; if it is removed while running, the next message makes it again.
  let outboxReady: Promise<unknown> | undefined;
  const incomingDir = `${opts.outboxDir}.incoming`;
  const makeOutbox = () => Promise.all([mkdir(opts.outboxDir, { recursive: true }), mkdir(incomingDir, { recursive: true })]);
  // Two messages in the same millisecond must not share a file name.
  let sequence = 0;
  return {
    kind: 'outbox',
    async send({ template: _template, ...mail }) {
      const info = await builder.sendMail({ from: opts.from, ...mail });
      await (outboxReady ??= makeOutbox());
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^\w@.-]/g, '_');
      const name = `${stamp}-${String(++sequence % 10_000).padStart(4, '0')}-${safeTo}.eml`;
      // Written beside the outbox, then renamed into it: a reader never sees half a message.
      const deliver = async () => {
        await writeFile(path.join(incomingDir, name), info.message as Buffer);
        await rename(path.join(incomingDir, name), path.join(opts.outboxDir, name));
      };
      await deliver().catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        outboxReady = makeOutbox();
        await outboxReady;
        await deliver();
      });
    },
  };
}
