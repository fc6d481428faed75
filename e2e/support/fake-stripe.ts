/**
 * A local stand-in for Stripe: its HTTP API (payment intents, their lookup, refunds), a Stripe.js look-alike
 * whose Payment Element is a plain card-number field, and the signed webhook Stripe sends when a
 * payment succeeds. The webhook is delivered before the browser hears the result, as a fast
 * Stripe would, so a test can check the order right after paying.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's test card that is always declined; every other number succeeds. */
export const DECLINED_CARD = '4000000000000002';

interface Intent {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string;
  status: 'requires_payment_method' | 'succeeded';
}

const STRIPE_JS = `(() => {
  const base = new URL(document.currentScript.src).origin;
  window.Stripe = (key) => ({
    elements({ clientSecret }) {
      let input;
      return {
        clientSecret,
        cardNumber: () => (input ? input.value.replace(/\\s/g, '') : ''),
        create() {
          let onReady = () => {};
          let label;
          return {
            on(event, handler) { if (event === 'ready') onReady = handler; },
            mount(target) {
              label = document.createElement('label');
              label.textContent = 'Card number ';
              input = document.createElement('input');
              input.autocomplete = 'cc-number';
              label.append(input);
              target.append(label);
              setTimeout(onReady, 0);
            },
            destroy() { label?.remove(); },
          };
        },
      };
    },
    async confirmPayment({ elements }) {
      const id = elements.clientSecret.split('_secret_')[0];
      const response = await fetch(base + '/v1/payment_intents/' + id + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + key },
        body: JSON.stringify({ client_secret: elements.clientSecret, card: elements.cardNumber() }),
      });
      return response.json();
    },
  });
})();`;

export interface FakeStripe {
  url: string;
  intents: Map<string, Intent>;
  /** Where webhooks go and how they are signed; set once the shop's address is known. */
  connect(webhookUrl: string, secret: string): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => resolve(raw));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  let webhook = { url: '', secret: '' };
  let events = 0;

  async function sendWebhook(type: string, intent: Intent) {
    const body = JSON.stringify({
      id: `evt_${++events}`,
      type,
      data: { object: { id: intent.id, amount: intent.amount, amount_received: intent.amount, metadata: intent.metadata } },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', webhook.secret).update(`${timestamp}.${body}`).digest('hex');
    await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` }, body });
  }

  async function confirm(id: string, req: IncomingMessage, res: ServerResponse) {
    const { client_secret: secret, card } = JSON.parse(await readBody(req)) as { client_secret: string; card: string };
    const intent = intents.get(id);
    if (!intent || intent.clientSecret !== secret) return json(res, 200, { error: { message: 'No such payment_intent.' } });
    if (card === DECLINED_CARD) {
      await sendWebhook('payment_intent.payment_failed', intent);
      return json(res, 200, { error: { message: 'Your card was declined.' } });
    }
    intent.status = 'succeeded';
    await sendWebhook('payment_intent.succeeded', intent);
    json(res, 200, { paymentIntent: { id: intent.id, status: intent.status } });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'OPTIONS') {
      return void res
        .writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'POST' })
        .end();
    }
    if (req.method === 'GET' && url.pathname === '/v3/') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(STRIPE_JS);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(await readBody(req));
      // As Stripe does, a repeated idempotency key answers the intent it created the first time.
      const key = req.headers['idempotency-key'] as string | undefined;
      const earlier = key ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return json(res, 200, { id: earlier.id, client_secret: earlier.clientSecret, status: earlier.status });
      const id = `pi_${intents.size + 1}`;
      const intent: Intent = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        metadata: { order_id: form.get('metadata[order_id]') ?? '', order_number: form.get('metadata[order_number]') ?? '' },
        clientSecret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
        status: 'requires_payment_method',
      };
      intents.set(id, intent);
      if (key) byIdempotencyKey.set(key, intent);
      return json(res, 200, { id, client_secret: intent.clientSecret, status: intent.status });
    }
    const lookup = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && lookup) {
      const intent = intents.get(lookup[1]);
      if (!intent) return json(res, 404, { error: { message: 'No such payment_intent.' } });
      const received = intent.status === 'succeeded' ? intent.amount : 0;
      return json(res, 200, {
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        amount_received: received,
        currency: intent.currency,
        metadata: intent.metadata,
      });
    }
    const confirmPath = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (req.method === 'POST' && confirmPath) return confirm(confirmPath[1], req, res);
    if (req.method === 'POST' && url.pathname === '/v1/refunds') return json(res, 200, { id: `re_${Date.now()}` });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    connect: (url, secret) => (webhook = { url, secret }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The shop's environment for a shop that offers Stripe beside bank transfer, talking to this fake (keys added by the caller, or stored in the console). */
export function fakeStripeEnv(stripe: FakeStripe, env: Record<string, string> = {}): Record<string, string> {
  return { PAYMENT_METHODS: 'stripe,bank_transfer', STRIPE_API_BASE: stripe.url, STRIPE_JS_URL: `${stripe.url}/v3/`, ...env };
}
