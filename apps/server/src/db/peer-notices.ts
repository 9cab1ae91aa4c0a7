import pg from "pg";

/** How long to wait before opening the listening connection again after it was lost. */
const RECONNECT_MS = 1_000;

/**
 * Notices between the server processes that share one PostgreSQL database: `send` is a NOTIFY
 * through the pool; `listen` hears them on a connection of its own (LISTEN needs one that
 * stays open, which a pooled connection does not). A notice reaches every process listening
 * on its channel, the sender included, once the sender's transaction commits.
 *
 * Notices are not stored: a process whose connection is down misses those sent meanwhile, so
 * each listener is told through `onGap` when its connection comes back.
 */
export interface PeerNotices {
  send(channel: string, payload: string): Promise<void>;
  listen(channel: string, handlers: PeerListener): Promise<void>;
  close(): Promise<void>;
}

export interface PeerListener {
  onNotice(payload: string): void;
  /** The connection was lost and is back: notices sent meanwhile were missed. */
  onGap(): void;
}

export function createPeerNotices(pool: pg.Pool, connectionString: string): PeerNotices {
  const listeners = new Map<string, PeerListener[]>();
  /** The listening connection, once open; `connection` while it opens. */
  let current: pg.Client | null = null;
  let connection: Promise<pg.Client> | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  let closed = false;

  function reconnectSoon() {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = null;
      connect(true).catch(reconnectSoon);
    }, RECONNECT_MS);
    reconnect.unref();
  }

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on("notification", ({ channel, payload }) => {
      for (const listener of listeners.get(channel) ?? []) listener.onNotice(payload ?? "");
    });
    // A dropped connection (server restart, network) is opened again; meanwhile the listeners
    // fall back on what they do without notices.
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        connection = null;
      }
      reconnectSoon();
    };
    client.on("error", onLost);
    client.on("end", onLost);
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`listen ${quote(channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    return client;
  }

  async function connect(afterGap: boolean): Promise<pg.Client> {
    const opening = open();
    connection = opening;
    try {
      const client = await opening;
      if (afterGap) for (const all of listeners.values()) for (const l of all) l.onGap();
      return client;
    } catch (error) {
      if (connection === opening) connection = null;
      throw error;
    }
  }

  return {
    async send(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },

    async listen(channel, listener) {
      const known = listeners.has(channel);
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      // A connection opened from here on listens on every channel known by then.
      // One that cannot open now is tried again, as after a loss.
      if (!connection) await connect(false).catch(reconnectSoon);
      else if (!known) await (await connection).query(`listen ${quote(channel)}`);
    },

    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const opening = connection;
      connection = null;
      current = null;
      const client = await opening?.catch(() => null);
      await client?.end();
    },
  };
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
function quote(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
