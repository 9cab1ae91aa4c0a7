import { connect } from "node:net";

/** The Redis the tests use: REDIS_URL, else the machine's own (CI machines run one). */
export const TEST_REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

/** Whether something accepts connections at a redis:// URL; the Redis cases skip otherwise. */
export function canConnect(url: string, timeoutMs = 500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(timeoutMs);
    const answer = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.once("connect", () => answer(true));
    socket.once("error", () => answer(false));
    socket.once("timeout", () => answer(false));
  });
}
