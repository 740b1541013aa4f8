/**
 * Sending codes by SMS through a transport. Outside production the console transport keeps the message in
 * the dev outbox (GET /api/v1/dev/outbox?phone=) and logs that it did, never the code or the whole number. In production an HTTP gateway is configured by
 * SMS_GATEWAY_URL (POST JSON { to, message }) with SMS_GATEWAY_TOKEN as a bearer token; a send fails when the
 * gateway answers anything but 2xx or has not answered within 5 s.
 *
 * The outbox is a table, not this process's memory: with several API processes on one database a code sent
 * through one is read through another.
 */
import { desc, like, lt } from 'drizzle-orm';
import { ofetch } from 'ofetch';
import type { Db } from '../db/open.ts';
import { devSmsOutbox } from '../db/schema.ts';
import { log } from '../log.ts';

export type SmsTransport = { name: string; send: (to: string, message: string) => Promise<void> };

export type OutboxEntry = { to: string; message: string; code: string; sentAt: string };

/** The outbox keeps this many of the newest messages (every phone together). */
export const OUTBOX_KEEP = 500;

export function consoleTransport(db: Db): SmsTransport {
  return {
    name: 'console',
    async send(to, message) {
      // Production never gets here (it refuses to start without a gateway); this is the backstop.
      if (process.env.NODE_ENV === 'production') throw new Error('The console SMS transport is for development only');
      const code = /\b(\d{4})\b/.exec(message)?.[1] ?? '';
      const [row] = await db.insert(devSmsOutbox).values({ to, message, code }).returning({ id: devSmsOutbox.id });
      // Bounded: ids only grow, so everything older than the newest OUTBOX_KEEP goes.
      await db.delete(devSmsOutbox).where(lt(devSmsOutbox.id, row!.id - OUTBOX_KEEP + 1));
      log.info(
        { outbox: '/api/v1/dev/outbox?phone=<number>' },
        `dev SMS kept in the outbox for a number ending ${to.slice(-2)}`,
      );
    },
  };
}

/**
 * How long a send waits for the gateway's answer. A gateway that never answers would otherwise hold the
 * shopper's request (and a SIGTERM drain, which waits for requests in flight) for as long as the socket lives.
 */
export const SMS_GATEWAY_TIMEOUT_MS = 5_000;

export function httpGatewayTransport(url: string, token: string, timeoutMs = SMS_GATEWAY_TIMEOUT_MS): SmsTransport {
  return {
    name: 'http-gateway',
    async send(to, message) {
      // ofetch: a JSON call to a service that has no OpenAPI document of ours (the storefront's calls to our
      // API go through openapi-fetch, typed by path). Sent once (a code must not arrive twice); a status other
      // than 2xx, or no answer within the timeout, throws.
      await ofetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: { to, message },
        timeout: timeoutMs,
        retry: 0,
        responseType: 'text',
      });
    },
  };
}

export function smsTransportFromEnv(db: Db, env = process.env): SmsTransport {
  if (env.SMS_GATEWAY_URL && env.SMS_GATEWAY_TOKEN)
    return httpGatewayTransport(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN);
  return consoleTransport(db);
}

/** The messages sent to a phone, newest first (digits only, checked by the route, so no LIKE escaping). */
export async function outboxFor(db: Db, phone: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select({
      to: devSmsOutbox.to,
      message: devSmsOutbox.message,
      code: devSmsOutbox.code,
      sentAt: devSmsOutbox.sentAt,
    })
    .from(devSmsOutbox)
    .where(like(devSmsOutbox.to, `%${phone}`))
    .orderBy(desc(devSmsOutbox.id));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}
