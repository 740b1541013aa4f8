/**
 * Sending codes by SMS through a transport. Outside production the console transport logs the code and
 * keeps it in a dev outbox (GET /api/v1/dev/outbox?phone=). In production an HTTP gateway is configured by
 * SMS_GATEWAY_URL (POST JSON { to, message }) with SMS_GATEWAY_TOKEN as a bearer token.
 */
export type SmsTransport = { name: string; send: (to: string, message: string) => Promise<void> };

export type OutboxEntry = { to: string; message: string; code: string; sentAt: string };
const outbox: OutboxEntry[] = [];

export const consoleTransport: SmsTransport = {
  name: 'console',
  async send(to, message) {
    const code = /\b(\d{4})\b/.exec(message)?.[1] ?? '';
    outbox.push({ to, message, code, sentAt: new Date().toISOString() });
    if (outbox.length > 200) outbox.shift();
    if (process.env.VITEST !== 'true') console.log(`[sms] to ${to}: ${message}`);
  },
};

export function httpGatewayTransport(url: string, token: string): SmsTransport {
  return {
    name: 'http-gateway',
    async send(to, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, message }),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function smsTransportFromEnv(env = process.env): SmsTransport {
  if (env.SMS_GATEWAY_URL && env.SMS_GATEWAY_TOKEN) return httpGatewayTransport(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN);
  return consoleTransport;
}

export function outboxFor(phone: string): OutboxEntry[] {
  return outbox.filter((entry) => entry.to.endsWith(phone)).reverse();
}
