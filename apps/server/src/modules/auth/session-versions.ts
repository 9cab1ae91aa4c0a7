import { LRUCache } from "lru-cache";
import type { PeerNotices } from "../../db/peer-notices.js";
import type { UsersRepository } from "./users.repository.js";

/** Users whose current session version is remembered, at most. */
const REMEMBERED = 100_000;
/**
 * On PostgreSQL another process may sign a user out. It tells the others at once (a notice on
 * SIGN_OUTS); should a notice be missed (its connection was down), a remembered version is
 * read again after this long anyway, so a sign-out made elsewhere holds here within it.
 */
const OTHER_PROCESSES_MS = 5_000;
/** The notice channel of sign-outs; a payload is `{userId}:{new version}`. */
const SIGN_OUTS = "shopwright_sign_outs";

/**
 * Each user's current session version (`users.session_version`), which a session token must
 * carry to be accepted. Read once per user and remembered, so a signed-in request costs no
 * query: on PGlite this process is the database's only client, so the version it remembers is
 * the version; on PostgreSQL the processes sharing the database tell each other of sign-outs
 * (`peers`), and a remembered version is read again every few seconds (OTHER_PROCESSES_MS).
 */
export async function createSessionVersions(deps: {
  users: UsersRepository;
  /** Given on PostgreSQL: the other server processes on the database. */
  peers?: PeerNotices;
}) {
  const { users, peers } = deps;
  const known = new LRUCache<string, number>({
    max: REMEMBERED,
    ...(peers ? { ttl: OTHER_PROCESSES_MS } : {}),
  });
  // Requests of one user at the same moment share one read.
  const reading = new Map<string, Promise<number | null>>();

  // Versions only grow: an answer read before a sign-out must not hide it.
  function remember(userId: string, version: number) {
    const previous = known.get(userId);
    if (previous === undefined || version > previous) known.set(userId, version);
  }

  await peers?.listen(SIGN_OUTS, {
    onNotice(payload) {
      const [userId, version] = payload.split(":");
      if (userId && Number.isSafeInteger(Number(version))) remember(userId, Number(version));
    },
    onGap: () => known.clear(),
  });

  return {
    /**
     * The user's current session version; null when there is no such user. `claimed` is the
     * version a token carries: versions only grow, so a claim above the one remembered means
     * another process signed the user out and in again since, and the version is read anew
     * (a token issued elsewhere right after a sign-out works here at once).
     */
    async current(userId: string, claimed?: number): Promise<number | null> {
      const remembered = known.get(userId);
      if (remembered !== undefined && (claimed === undefined || claimed <= remembered)) {
        return remembered;
      }
      let read = reading.get(userId);
      if (!read) {
        read = users.sessionVersionOf(userId).finally(() => reading.delete(userId));
        reading.set(userId, read);
      }
      let version = await read;
      // A read shared with a request that began before the token was issued may predate it.
      if (version !== null && claimed !== undefined && version < claimed) {
        version = await users.sessionVersionOf(userId);
      }
      if (version !== null) remember(userId, version);
      return known.get(userId) ?? version;
    },

    /** Signs the user out everywhere: every session token issued so far stops working. */
    async revoke(userId: string): Promise<void> {
      const version = await users.bumpSessionVersion(userId);
      if (version === null) return;
      remember(userId, version);
      // The others hear it at once; one that misses it reads the version again within
      // OTHER_PROCESSES_MS, so a notice that cannot be sent does not fail the sign-out.
      await peers?.send(SIGN_OUTS, `${userId}:${version}`).catch(() => undefined);
    },
  };
}

export type SessionVersions = Awaited<ReturnType<typeof createSessionVersions>>;
