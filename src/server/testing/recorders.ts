/** Stand-ins that keep what the code under test sent out: e-mails, order events, error logs. */
import type { OrderEvent, OrderEventBus } from '../orders/events.ts';
import type { Mail, Mailer } from '../platform/mail/mailer.ts';

export function recordingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export function recordingEvents(): OrderEventBus & { published: OrderEvent[] } {
  const published: OrderEvent[] = [];
  return {
    published,
    publish(event) {
      published.push(event);
    },
  };
}

export function recordingLog(): { error(obj: object, msg?: string): void; errors: unknown[] } {
  const errors: unknown[] = [];
  return {
    errors,
    error(obj) {
      errors.push(obj);
    },
  };
}
