import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EVENTS_CHANNEL } from './live-event.ts';
import type { ListenSource } from './live-events.ts';

const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

/** PGlite (one process): its own `listen`, which hears `pg_notify` of committed transactions. */
export const pgliteListen =
  (raw: PGlite): ListenSource =>
  async (deliver) => {
    const unlisten = await raw.listen(EVENTS_CHANNEL, deliver);
    return async () => {
      if (!raw.closed) await unlisten();
    };
  };

/**
 * PostgreSQL: one dedicated connection per process holding `LISTEN`. A dropped connection
 * (server restart, network) is reopened with back-off, then `resync` lets the streams read
 * what they missed from the notifications table.
 */
export const postgresListen =
  (connectionString: string): ListenSource =>
  async (deliver, resync) => {
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    let failures = 0;

    const open = async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.payload) deliver(message.payload);
      });
      const drop = () => {
        if (client !== next) return;
        client = undefined;
        next.end().catch(() => {});
        reconnectLater();
      };
      next.on('error', drop);
      next.on('end', drop);
      try {
        await next.connect();
        await next.query(`LISTEN ${EVENTS_CHANNEL}`);
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      client = next;
      failures = 0;
    };
    const reconnectLater = () => {
      if (closed || timer) return;
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => {
        timer = undefined;
        open().then(resync, (error: unknown) => {
          logDrop(error);
          reconnectLater();
        });
      }, wait);
      timer.unref();
    };

    await open();
    return async () => {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    };
  };

function logDrop(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${JSON.stringify({ level: 'error', relay: 'listen', error: message })}\n`);
}
