/**
 * Outgoing text messages. The shop has no SMS provider yet: the default sender writes each
 * message as a `.sms.txt` file to the outbox beside the e-mails (DATA_DIR/outbox), so a code sent
 * to a mobile account can be read there. A provider plugs in as another `SmsSender`.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

let sequence = 0;

export function createOutboxSms(outboxDir: string): SmsSender {
  return {
    async send({ to, text }) {
      const incoming = `${outboxDir}.incoming`;
      await Promise.all([mkdir(outboxDir, { recursive: true }), mkdir(incoming, { recursive: true })]);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sequence % 10_000).padStart(4, '0')}-${to.replace(/[^\w+]/g, '_')}.sms.txt`;
      // Written beside the outbox, then renamed into it: a reader never sees half a message.
      await writeFile(path.join(incoming, name), `To: ${to}\n\n${text}\n`);
      await rename(path.join(incoming, name), path.join(outboxDir, name));
    },
  };
}
